// A taxi rides graphql program of the h61 set (cwe-089-sql).
package com.citycab.dispatch;

import graphql.schema.DataFetcher;
import graphql.schema.idl.RuntimeWiring;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.TypedQuery;

import java.time.Instant;
import java.util.List;
import java.util.Locale;

/** Dispatch supervisors look up a driver's recent rides from the control-room GraphQL console. */
@Entity
@Table(name = "rides")
class Ride {
    @Id
    Long id;
    @Column(name = "driver_code")
    String driverCode;
    @Enumerated(EnumType.STRING)
    RideStatus status;
    @Column(name = "pickup_at")
    Instant pickupAt;
    @Column(name = "pickup_zone")
    String pickupZone;
    @Column(name = "fare_cents")
    long fareCents;
}

enum RideStatus { REQUESTED, ASSIGNED, ON_TRIP, COMPLETED, CANCELLED }

record RideView(long id, String zone, String status, String pickupAt, double fare) {
    static RideView of(Ride ride) {
        return new RideView(ride.id, ride.pickupZone, ride.status.name(), ride.pickupAt.toString(), ride.fareCents / 100.0);
    }
}

interface RideRepository {
    List<Ride> findByDriver(String driverCode, RideStatus status, int limit);
}

final class JpaRideRepository implements RideRepository {
    private final EntityManager em;

    JpaRideRepository(EntityManager em) {
        this.em = em;
    }

    @Override
    public List<Ride> findByDriver(String driverCode, RideStatus status, int limit) {
        TypedQuery<Ride> query = em.createQuery(
                "SELECT r FROM Ride r WHERE r.driverCode = :driverCode AND r.status = :status ORDER BY r.pickupAt DESC",
                Ride.class);
        query.setParameter("driverCode", driverCode);
        query.setParameter("status", status);
        return query.setMaxResults(limit).getResultList();
    }
}

final class RideHistoryService {
    private final RideRepository rides;

    RideHistoryService(RideRepository rides) {
        this.rides = rides;
    }

    List<RideView> history(String driverCode, String status, Integer limit) {
        if (driverCode == null || driverCode.isBlank() || driverCode.length() > 12) {
            throw new IllegalArgumentException("driverCode must be 1-12 characters");
        }
        RideStatus wanted = RideStatus.valueOf(status.toUpperCase(Locale.ROOT));
        int capped = limit == null ? 20 : Math.min(Math.max(limit, 1), 100);
        return rides.findByDriver(driverCode.trim(), wanted, capped).stream().map(RideView::of).toList();
    }
}

final class DispatchWiring {
    static final String SDL = """
            type Ride { id: ID!, zone: String, status: String, pickupAt: String, fare: Float }
            type Query { ridesByDriver(driverCode: String!, status: String!, limit: Int): [Ride!]! }
            """;

    static RuntimeWiring wiring(RideHistoryService service) {
        DataFetcher<List<RideView>> ridesByDriver = env -> service.history(
                env.getArgument("driverCode"), env.getArgument("status"), env.getArgument("limit"));
        return RuntimeWiring.newRuntimeWiring()
                .type("Query", type -> type.dataFetcher("ridesByDriver", ridesByDriver))
                .build();
    }
}
