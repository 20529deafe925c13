import { montevideoToday } from '@horizontal/domain';
import type { DemoData } from '@horizontal/domain/demo';
import { idMap, mapped } from '../../core/seed-ids';
import type { Transaction } from '../../db/client';
import {
  assemblies,
  assemblyAttendance,
  documentCategories,
  documents,
  notices,
  noticeTowers,
  resolutions,
  votingDetails,
  votings,
  votingVotes,
} from '../../db/schema';
import type { DemoRows } from '../../seed/demo-rows';

/**
 * The demo's assemblies with their resolutions, the votings with their options, the notices and the documents by
 * category (@horizontal/domain/demo).
 */
export const seedAssemblies = async (tx: Transaction, demo: DemoData, rows: DemoRows) => {
  const data = demo.assemblies;
  if (data.assemblies.length > 0) {
    const assemblyRows = await tx
      .insert(assemblies)
      .values(
        data.assemblies.map((assembly) => ({
          ...rows.tenantOf(assembly.buildingId),
          title: assembly.title,
          type: assembly.type,
          date: assembly.date,
          time: assembly.time,
          place: assembly.place,
          description: assembly.description,
          status: assembly.status,
        })),
      )
      .returning({ id: assemblies.id });
    const assemblyIds = idMap(data.assemblies, assemblyRows);
    const buildingOf = (assemblyId: number) =>
      data.assemblies.find((assembly) => assembly.id === assemblyId)!.buildingId;
    if (data.resolutions.length > 0) {
      await tx.insert(resolutions).values(
        data.resolutions.map((resolution) => ({
          ...rows.tenantOf(buildingOf(resolution.assemblyId)),
          assemblyId: mapped(assemblyIds, resolution.assemblyId),
          title: resolution.title,
          description: resolution.description,
          result: resolution.result,
        })),
      );
    }
    if (data.votings.length > 0) {
      const votingRows = await tx
        .insert(votings)
        .values(
          data.votings.map((voting) => ({
            ...rows.tenantOf(voting.buildingId),
            assemblyId: voting.assemblyId === null ? null : mapped(assemblyIds, voting.assemblyId),
            title: voting.title,
            description: voting.description,
            startDate: voting.startDate,
            endDate: voting.endDate,
            status: voting.status,
            majority: voting.majority,
            quorum: voting.quorum,
          })),
        )
        .returning({ id: votings.id });
      const votingIds = idMap(data.votings, votingRows);
      const options = data.votings.flatMap((voting) =>
        voting.details.map((detail) => ({
          ...rows.tenantOf(voting.buildingId),
          votingId: mapped(votingIds, detail.votingId),
          description: detail.description,
          position: detail.position,
        })),
      );
      if (options.length > 0) {
        const optionRows = await tx.insert(votingDetails).values(options).returning({ id: votingDetails.id });
        const optionIds = idMap(
          data.votings.flatMap((voting) => voting.details),
          optionRows,
        );
        const votes = data.votes.map((vote) => ({
          ...rows.tenantOf(data.votings.find((voting) => voting.id === vote.votingId)!.buildingId),
          votingId: mapped(votingIds, vote.votingId),
          apartmentId: rows.apartmentId(vote.apartmentId),
          detailId: mapped(optionIds, vote.detailId),
          castBy: vote.castBy,
        }));
        if (votes.length > 0) await tx.insert(votingVotes).values(votes);
      }
    }
    const attendance = data.attendance.map((entry) => ({
      ...rows.tenantOf(buildingOf(entry.assemblyId)),
      assemblyId: mapped(assemblyIds, entry.assemblyId),
      apartmentId: rows.apartmentId(entry.apartmentId),
      kind: entry.kind,
      proxyHolder: entry.proxyHolder,
      proxyApartmentId: entry.proxyApartmentId === null ? null : rows.apartmentId(entry.proxyApartmentId),
    }));
    if (attendance.length > 0) await tx.insert(assemblyAttendance).values(attendance);
  }
  if (data.notices.length > 0) {
    const today = montevideoToday();
    const noticeRows = await tx
      .insert(notices)
      .values(
        data.notices.map((notice) => ({
          ...rows.tenantOf(notice.buildingId),
          title: notice.title,
          text: notice.text,
          publishedOn: notice.publishedOn,
          expiresOn: notice.expiresOn,
          createdBy: rows.userId(notice.createdByUserId),
          // Those already published count as e-mailed: a start never mails the demo's past; a later one waits its day.
          mailedAt: notice.publishedOn <= today ? new Date() : null,
        })),
      )
      .returning({ id: notices.id });
    const noticeIds = idMap(data.notices, noticeRows);
    const audiences = data.notices.flatMap((notice) =>
      notice.towerIds.map((towerId) => ({
        ...rows.tenantOf(notice.buildingId),
        noticeId: mapped(noticeIds, notice.id),
        towerId: mapped(rows.towerIds, towerId),
      })),
    );
    if (audiences.length > 0) await tx.insert(noticeTowers).values(audiences);
  }
  if (data.documentCategories.length === 0) return;
  const categoryRows = await tx
    .insert(documentCategories)
    .values(data.documentCategories.map(({ buildingId, name }) => ({ ...rows.tenantOf(buildingId), name })))
    .returning({ id: documentCategories.id });
  const categoryIds = idMap(data.documentCategories, categoryRows);
  if (data.documents.length === 0) return;
  await tx.insert(documents).values(
    data.documents.map((document) => ({
      ...rows.tenantOf(document.buildingId),
      categoryId: document.categoryId === null ? null : mapped(categoryIds, document.categoryId),
      name: document.name,
      fileKey: document.fileKey,
      contentType: document.contentType,
      sizeBytes: document.sizeBytes,
      uploadedBy: rows.userId(document.uploadedByUserId),
      createdAt: new Date(document.uploadedAt),
    })),
  );
};
