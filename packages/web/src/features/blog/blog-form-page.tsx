import { type BlogPost, blogType } from '@land-office/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { FormWithHistory } from '../../components/history-disclosure';
import { Spinner } from '../../components/spinner';
import { LandOfficeError } from '../../lib/api';
import { loadErrorText } from '../../lib/refusal-text';
import { fieldLabelsOf, useTypeTexts } from '../../lib/type-texts';
import { usePost } from './api/get-post';
import { blogKeys } from './api/keys';
import { BlogPostForm } from './blog-post-form';

/** /admin/blog/new and /admin/blog/edit/:id: the form, after loading the post in edit mode, and its History. */
export default function BlogFormPage() {
  const texts = useTypeTexts(blogType);
  const { id: param } = useParams();
  if (param === undefined) return <BlogPostForm />;
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) return <LoadProblem text={texts.page.notFound} />;
  return <EditPost id={id} />;
}

function EditPost({ id }: { id: number }) {
  const texts = useTypeTexts(blogType);
  const post = usePost(id);
  const qc = useQueryClient();
  if (post.isPending) return <Spinner />;
  if (post.isError) {
    const missing = post.error instanceof LandOfficeError && post.error.status === 404;
    return (
      <LoadProblem text={missing ? texts.page.notFound : loadErrorText(post.error, texts.page.loadError)} />
    );
  }
  return (
    <FormWithHistory
      resource="blog"
      id={id}
      current={post.data}
      width="max-w-4xl"
      labels={fieldLabelsOf(texts)}
      richText={blogType.richText}
      reload={() => qc.invalidateQueries({ queryKey: blogKeys.detail(id) })}
    >
      <BlogPostForm key={id} post={post.data satisfies BlogPost} />
    </FormWithHistory>
  );
}

function LoadProblem({ text }: { text: string }) {
  const texts = useTypeTexts(blogType);
  return (
    <div role="alert" className="rounded border border-red-300 bg-red-50 p-4 text-red-700">
      <p>{text}</p>
      <Link to="/admin/blog" className="mt-3 inline-block text-sm font-medium underline">
        {texts.page.listLabel}
      </Link>
    </div>
  );
}
