/** The hidden dynamic-form page (动态表单): its body comes with the form designer in a later issue. */
import { useParams } from 'react-router';
import { EmptyState } from '@/ui/EmptyState';
import { DYNAMIC_FORM_TITLE } from '../routes/paths';

export function DynamicFormPage() {
  const { formKey = '' } = useParams();
  return <EmptyState description={`${DYNAMIC_FORM_TITLE} ${formKey}：表单内容尚未提供`} style={{ paddingTop: 80 }} />;
}
