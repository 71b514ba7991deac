import { revalidateLogic, useForm } from "@tanstack/react-form";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable, type Column } from "@/components/data-table";
import { bind, Field } from "@/components/field";
import { Form } from "@/components/form";
import { Pager } from "@/components/pager";
import { Spinner } from "@/components/spinner";
import { formatUtc } from "@/lib/format";
import { poolsQuery, poolMembersQuery, useUpdatePool, type Pool, type PoolMember } from "../api/pools";
import { poolDetailsSchema } from "../schemas/pool";
import { PoolFacts } from "./pools";
import "@/components/form.css";
import "@/features/mining/mining.css";
import { BusyButton } from "@/components/busy-button";

/** /mine/pools/{code}: a pool, its members (paged) and, for its owner, the pool-detail update form. */
export function PoolDetailPage({ code, username }: { code: string; username: string }) {
  const { data: pools } = useSuspenseQuery(poolsQuery());
  const pool = pools.find((p) => p.pool_code === code);
  if (!pool) return <p role="alert">There is no pool with the code {code}.</p>;
  return (
    <>
      <h2 className="mine__subtitle">{pool.pool_name}</h2>
      <PoolFacts pool={pool} />
      <PoolMembers code={pool.pool_code} />
      {pool.owner === username && <PoolUpdateForm pool={pool} />}
    </>
  );
}

const MEMBER_COLUMNS: Column<PoolMember>[] = [
  { header: "Member", rowHeader: true, cell: (m) => m.username },
  { header: "Hashrate", cell: (m) => m.hashrate.toLocaleString("en-US") },
  { header: "Joined", cell: (m) => formatUtc(m.joined_at) },
];

function PoolMembers({ code }: { code: string }) {
  const [page, setPage] = useState(1);
  const members = useQuery(poolMembersQuery(code, page));
  if (members.isPending) return <Spinner label="Loading members" />;
  if (members.isError) return <p role="alert">The members could not be loaded. Please try again.</p>;
  if (members.data.items.length === 0) return <p className="muted">Nobody is in this pool yet.</p>;
  return (
    <>
      <DataTable caption="Members" columns={MEMBER_COLUMNS} rows={members.data.items} rowKey={(m) => m.username} />
      <Pager page={page} total={members.data.total_page} onPage={setPage} label="Member pages" />
    </>
  );
}

/** The owner's form (public-pages-mining.md §2, §5): K37's rule is checked here and by the server. */
function PoolUpdateForm({ pool }: { pool: Pool }) {
  const update = useUpdatePool();
  const form = useForm({
    defaultValues: {
      pool_name: pool.pool_name,
      min_hashrate: String(pool.min_hashrate),
      min_NFTs: String(pool.min_NFTs),
      max_nfts: String(pool.max_nfts),
      pool_price: String(pool.pool_price),
      is_enable: pool.is_enable,
    },
    validationLogic: revalidateLogic({ mode: "submit", modeAfterSubmission: "change" }),
    validators: { onDynamic: poolDetailsSchema },
    onSubmit: async ({ value }) => {
      await update
        .mutateAsync({
          path: { pool_code: pool.pool_code },
          body: {
            pool_code: pool.pool_code,
            pool_name: value.pool_name.trim(),
            min_hashrate: Number(value.min_hashrate),
            min_NFTs: Number(value.min_NFTs),
            max_nfts: Number(value.max_nfts),
            pool_price: Number(value.pool_price),
            is_enable: value.is_enable,
          },
        })
        .catch(() => undefined); // the toast says why; the form keeps what was typed
    },
  });
  return (
    <section className="panel" aria-labelledby="pool-update-title">
      <h2 id="pool-update-title" className="mine__subtitle">
        Pool details
      </h2>
      <Form onSubmit={() => void form.handleSubmit()}>
        <form.Field name="pool_name">{(field) => <Field label="Pool name" maxLength={64} {...bind(field)} />}</form.Field>
        <form.Field name="min_hashrate">{(field) => <Field label="Min hashrate" inputMode="decimal" {...bind(field)} />}</form.Field>
        <form.Field name="min_NFTs">{(field) => <Field label="Min NFTs" inputMode="numeric" {...bind(field)} />}</form.Field>
        <form.Field name="max_nfts">{(field) => <Field label="Max NFTs" inputMode="numeric" {...bind(field)} />}</form.Field>
        <form.Field name="pool_price">{(field) => <Field label="Price (PEN)" inputMode="decimal" hint="0 means free to join." {...bind(field)} />}</form.Field>
        <form.Field name="is_enable">
          {(field) => (
            <label className="checkbox">
              <input type="checkbox" checked={field.state.value} onChange={(e) => field.handleChange(e.target.checked)} />
              Open to new members
            </label>
          )}
        </form.Field>
        <BusyButton type="submit" className="btn btn--primary" busy={update.isPending}>
          {update.isPending ? <Spinner label="Saving" /> : "Save pool details"}
        </BusyButton>
      </Form>
    </section>
  );
}
