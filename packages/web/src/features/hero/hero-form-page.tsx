import { heroType } from '@land-office/contract';
import { ContentTypeFormPage } from '../../components/content-type-form';
import { HeroForm } from './hero-form';

/** /admin/hero/new and /admin/hero/edit/:id, with the type's own form. */
export default function HeroFormPage() {
  return <ContentTypeFormPage type={heroType}>{(hero) => <HeroForm hero={hero} />}</ContentTypeFormPage>;
}
