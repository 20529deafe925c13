import { contract, montevideoToday } from '@horizontal/domain';
import { DocumentsList } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { useListView } from '../../../data/list-view';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { useSheetOwners, useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { assembliesScope, assemblyQueries } from '../queries';

/**
 * /documentos/listado: the complejo's documents by category (POST /documents/findall, categories/findall). A file
 * goes straight to storage through a signed URL (/general/getsignedurl, the bar following the PUT's bytes) and is
 * then registered (POST /documents/upload); it comes back through POST /documents/getpath. A category is created
 * and deleted here; the server refuses to delete one that still holds documents.
 */
export default function DocumentsListPage() {
  const listView = useListView();
  const sheetOwner = useSheetOwners().complejo;
  const can = useCan();
  const { buildingId } = useWorkScope();
  const documentsList = assemblyQueries.documents(buildingId);
  const categoriesList = assemblyQueries.categories(buildingId);
  const documents = useQuery(documentsList);
  const categories = useQuery(categoriesList);
  const documentWrites = useListWrites(documentsList, assembliesScope(buildingId));
  const categoryWrites = useListWrites(categoriesList, assembliesScope(buildingId));
  return (
    <DocumentsList
      {...listView}
      today={montevideoToday()}
      sheetOwner={sheetOwner}
      state={remoteOf(documents)}
      categories={categories.data?.categories ?? []}
      onRetry={() => retryFailed(documents, categories)}
      onDownload={(document) => api.documents.download(document.id)}
      onUpload={
        can(contract.documents.upload)
          ? (file, input, onProgress) =>
              documentWrites.added(api.documents.uploadFile(file, { ...input, buildingId }, onProgress), 'document')
          : undefined
      }
      onCreateCategory={
        can(contract.documents.createCategory)
          ? (name) => categoryWrites.added(api.documents.createCategory({ buildingId, name }), 'category')
          : undefined
      }
      onDeleteCategory={
        can(contract.documents.deleteCategory)
          ? (category) => categoryWrites.removed(api.documents.deleteCategory(category.id), category.id)
          : undefined
      }
    />
  );
}
