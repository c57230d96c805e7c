import { randomBytes } from 'node:crypto';
import { roles } from '@portal/domain/constants/roles';
import {
  addDays,
  formatCalendarDate,
  leaseStartDate,
  parseCalendarDate,
  todayIn,
} from '@portal/domain/dates/calendar-date';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { leaseResidents, leases } from '../../db/schema/leases.js';
import { units } from '../../db/schema/units.js';
import { authenticate, sessionOf } from '../../plugins/authentication.js';
import { replySchemas } from '../reply-schemas.js';

/** How far a made-up lease has left to run: outside any renewal window, so only a transfer is on offer. */
const LEASE_ENDS_IN_DAYS = 200;
/** Inside every demo community's renewal offer window (90 or 120 days), as the demo resident's lease is. */
const RENEWABLE_LEASE_ENDS_IN_DAYS = 75;

/**
 * Outside production: makes the signed-in caller a resident of their session's community, on a unit made
 * for it, and adds a second new unit open for applications. Resident journeys (a transfer, or a renewal with
 * `renewable`) can then be tried without taking one of the demo units or leases other tests use. Both units
 * copy the community's first unit.
 */
export const devResidentLeaseRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const signedIn = authenticate(context);
  app.post(
    '/api/dev/resident-lease/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['development'],
        summary: 'Development only: a current lease for the caller on a new unit, and a new vacant unit',
        // renewable: the lease ends inside the renewal offer window and may be renewed online.
        body: z.object({ renewable: z.boolean().default(false) }).nullish(),
        response: replySchemas({
          201: z.object({
            lease_id: z.number().int(),
            unit_number: z.string(),
            vacant_unit_number: z.string(),
          }),
        }),
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { db, clock } = context;
      const [[model], [community]] = await Promise.all([
        db
          .select()
          .from(units)
          .where(eq(units.communityId, session.communityId))
          .orderBy(asc(units.id))
          .limit(1),
        db.select().from(communities).where(eq(communities.id, session.communityId)),
      ]);
      if (!model || !community) throw new Error('The community has no unit to copy');
      const now = clock.now();
      const today = todayIn(community.timezone, now);
      const day = parseCalendarDate(today);
      if (!day) throw new Error(`Not a date: ${today}`);
      const renewable = request.body?.renewable ?? false;
      const endDate = formatCalendarDate(
        addDays(day, renewable ? RENEWABLE_LEASE_ENDS_IN_DAYS : LEASE_ENDS_IN_DAYS),
      );
      // Unique however often it is called: the units outlive the request.
      const suffix = randomBytes(3).toString('hex').toUpperCase();
      const { id: _id, ...layout } = model;
      const created = await db.transaction(async (tx) => {
        const [home, vacant] = await tx
          .insert(units)
          .values([
            { ...layout, unitNumber: `R${suffix}`, available: false },
            { ...layout, unitNumber: `V${suffix}`, available: true, availableFrom: today },
          ])
          .returning();
        if (!home || !vacant) throw new Error('Could not add the units');
        const [lease] = await tx
          .insert(leases)
          .values({
            communityId: community.id,
            unitId: home.id,
            transactionId: null,
            startDate: leaseStartDate(endDate, 12) ?? today,
            endDate,
            leaseTermMonths: 12,
            monthlyRentCents: home.baseRentCents,
            monthlyItems: [{ name: 'Rent', amount_cents: home.baseRentCents, tax_cents: 0 }],
            depositsHeldCents: 50_000,
            enableSelfServiceRenewals: renewable,
            status: 'current',
            createdAt: now,
          })
          .returning({ id: leases.id });
        if (!lease) throw new Error('Could not add the lease');
        await tx
          .insert(leaseResidents)
          .values({ leaseId: lease.id, userId: session.userId, role: roles.primary_applicant.code });
        return { lease_id: lease.id, unit_number: home.unitNumber, vacant_unit_number: vacant.unitNumber };
      });
      return reply.status(201).send(created);
    },
  );
};
