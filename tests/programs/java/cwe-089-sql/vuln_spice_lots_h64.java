// A spice lots program of the h64 set (cwe-089-sql).
package com.clovecourt.trading.lots;

import jakarta.inject.Inject;
import jakarta.persistence.Entity;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.TypedQuery;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

@Path("/lots")
@Produces(MediaType.APPLICATION_JSON)
class SpiceLotResource {

    @Inject
    EntityManager em;

    public record LotView(String code, String spice, String origin, String grade, BigDecimal kilos) {}

    // GET /lots?origin=IN&origin=LK&origin=ZNZ&grade=PRIME&limit=25
    @GET
    public List<LotView> search(@QueryParam("origin") List<String> origins,
                                @QueryParam("grade") String grade,
                                @QueryParam("limit") @DefaultValue("50") int limit) {
        List<String> wanted = origins.stream()
                .map(String::trim)
                .filter(o -> !o.isEmpty())
                .map(o -> o.toUpperCase(Locale.ROOT))
                .distinct()
                .collect(Collectors.toList());

        Grade g = null;
        if (grade != null && !grade.isBlank()) {
            try {
                g = Grade.valueOf(grade.trim().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new BadRequestException("unknown grade");
            }
        }

        StringBuilder jpql = new StringBuilder("SELECT l FROM SpiceLot l WHERE l.open = true");
        if (!wanted.isEmpty()) {
            String inList = wanted.stream().map(o -> "'" + o + "'").collect(Collectors.joining(", "));
            jpql.append(" AND l.originCountry IN (").append(inList).append(")");
        }
        if (g != null) {
            jpql.append(" AND l.grade = :grade");
        }
        jpql.append(" ORDER BY l.harvestDate DESC");

        TypedQuery<SpiceLot> q = em.createQuery(jpql.toString(), SpiceLot.class);
        if (g != null) {
            q.setParameter("grade", g);
        }
        q.setMaxResults(Math.max(1, Math.min(limit, 200)));

        return q.getResultList().stream()
                .map(l -> new LotView(l.code, l.spice, l.originCountry, l.grade.name(), l.kilos))
                .collect(Collectors.toList());
    }
}

enum Grade { PRIME, STANDARD, CULINARY, EXTRACT }

@Entity
class SpiceLot {
    @Id
    String code;
    String spice;
    String originCountry;
    @Enumerated(EnumType.STRING)
    Grade grade;
    BigDecimal kilos;
    java.time.LocalDate harvestDate;
    boolean open;
}
