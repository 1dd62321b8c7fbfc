// Micronaut endpoint and JPA repository that search a sports league's fixtures by team and season
package org.league.fixtures;

import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import jakarta.inject.Singleton;
import jakarta.persistence.EntityManager;
import jakarta.persistence.TypedQuery;
import java.util.List;

record FixtureView(long id, String homeTeam, String awayTeam, String kickoff) {}

record FixtureFilter(String team, int season) {
    static FixtureFilter of(String team, Integer season) {
        return new FixtureFilter(team == null ? "" : team.strip(), season == null ? 2024 : season);
    }
}

@Singleton
class FixtureRepository {
    private final EntityManager em;

    FixtureRepository(EntityManager em) {
        this.em = em;
    }

    List<FixtureView> search(FixtureFilter filter) {
        StringBuilder jpql = new StringBuilder(
                "SELECT new org.league.fixtures.FixtureView(f.id, f.homeTeam, f.awayTeam, f.kickoff) FROM Fixture f");
        jpql.append(" WHERE f.season = ").append(filter.season());
        if (!filter.team().isEmpty()) {
            jpql.append(" AND (f.homeTeam = '").append(filter.team())
                .append("' OR f.awayTeam = '").append(filter.team()).append("')");
        }
        jpql.append(" ORDER BY f.kickoff");
        TypedQuery<FixtureView> query = em.createQuery(jpql.toString(), FixtureView.class);
        return query.setMaxResults(200).getResultList();
    }
}

@Controller("/fixtures")
class FixtureController {
    private final FixtureRepository repository;

    FixtureController(FixtureRepository repository) {
        this.repository = repository;
    }

    @Get("/search")
    List<FixtureView> search(@QueryValue(defaultValue = "") String team,
                             @QueryValue(defaultValue = "2024") Integer season) {
        return repository.search(FixtureFilter.of(team, season));
    }
}
