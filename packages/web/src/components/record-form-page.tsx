import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LandOfficeError } from '../lib/api';
import { loadErrorText } from '../lib/refusal-text';
import { Spinner } from './spinner';

interface RecordFormPageProps<T> {
  /** The query of one record by id (called only in edit mode). */
  useRecord: (id: number) => UseQueryResult<T>;
  notFound: string;
  loadError: string;
  listPath: string;
  listLabel: string;
  /** The form: without a record it creates. */
  children: (record?: T) => ReactNode;
}

/** /…/new and /…/edit/:id: the form, after loading the record in edit mode (spec §8 load texts). */
export function RecordFormPage<T>(props: RecordFormPageProps<T>) {
  const { id: param } = useParams();
  if (param === undefined) return props.children();
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) return <LoadProblem {...props} text={props.notFound} />;
  return <EditRecord key={id} id={id} {...props} />;
}

function EditRecord<T>({ id, ...props }: RecordFormPageProps<T> & { id: number }) {
  const record = props.useRecord(id);
  if (record.isPending) return <Spinner />;
  if (record.isError) {
    const missing = record.error instanceof LandOfficeError && record.error.status === 404;
    const text = missing ? props.notFound : loadErrorText(record.error, props.loadError);
    return <LoadProblem {...props} text={text} />;
  }
  return props.children(record.data);
}

function LoadProblem({ text, listPath, listLabel }: { text: string; listPath: string; listLabel: string }) {
  return (
    <div role="alert" className="rounded border border-red-300 bg-red-50 p-4 text-red-700">
      <p>{text}</p>
      <Link to={listPath} className="mt-3 inline-block text-sm font-medium underline">
        {listLabel}
      </Link>
    </div>
  );
}
