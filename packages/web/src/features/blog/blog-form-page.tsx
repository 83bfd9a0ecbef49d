import { type BlogPost, blogMessages } from '@land-office/contract';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../components/spinner';
import { ApiError } from '../../lib/api-client';
import { usePost } from './api/get-post';
import { BlogPostForm } from './blog-post-form';

/** /admin/blog/new and /admin/blog/edit/:id: the form, after loading the post in edit mode. */
export default function BlogFormPage() {
  const { id: param } = useParams();
  if (param === undefined) return <BlogPostForm />;
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) return <LoadProblem text={blogMessages.notFound} />;
  return <EditPost id={id} />;
}

function EditPost({ id }: { id: number }) {
  const post = usePost(id);
  if (post.isPending) return <Spinner />;
  if (post.isError) {
    const missing = post.error instanceof ApiError && post.error.status === 404;
    return <LoadProblem text={missing ? blogMessages.notFound : blogMessages.loadError} />;
  }
  return <BlogPostForm key={id} post={post.data satisfies BlogPost} />;
}

function LoadProblem({ text }: { text: string }) {
  return (
    <div role="alert" className="rounded border border-red-300 bg-red-50 p-4 text-red-700">
      <p>{text}</p>
      <Link to="/admin/blog" className="mt-3 inline-block text-sm font-medium underline">
        Back to the blog posts
      </Link>
    </div>
  );
}
