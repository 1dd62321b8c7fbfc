// JAX-RS resource and JPA repository that search berth reservations at a container port by vessel name and day
package port.berths;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.time.LocalDate;
import java.util.List;

final class BerthFilter {
    final String vessel;
    final LocalDate day;

    private BerthFilter(Builder b) {
        this.vessel = b.vessel;
        this.day = b.day;
    }

    static final class Builder {
        private String vessel = "";
        private LocalDate day = LocalDate.now();

        Builder vessel(String v) { if (v != null) this.vessel = v.trim(); return this; }
        Builder day(String d) { if (d != null) this.day = LocalDate.parse(d); return this; }
        BerthFilter build() { return new BerthFilter(this); }
    }
}

@ApplicationScoped
class BerthRepository {
    @PersistenceContext
    EntityManager em;

    List<Object[]> search(BerthFilter filter) {
        String jpql = "SELECT b.berthNo, b.vesselName, b.eta FROM BerthBooking b "
                + "WHERE b.day = :day AND b.vesselName LIKE :vessel ORDER BY b.eta";
        return em.createQuery(jpql, Object[].class)
                .setParameter("day", filter.day)
                .setParameter("vessel", "%" + filter.vessel + "%")
                .setMaxResults(200)
                .getResultList();
    }
}

@Path("/berths")
class BerthResource {
    @Inject
    BerthRepository repository;

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public List<Object[]> find(@QueryParam("vessel") String vessel, @QueryParam("day") String day) {
        BerthFilter filter = new BerthFilter.Builder().vessel(vessel).day(day).build();
        return repository.search(filter);
    }
}
