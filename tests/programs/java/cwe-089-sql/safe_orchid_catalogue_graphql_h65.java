// An orchid catalogue graphql program of the h65 set (cwe-089-sql).
package com.orchidhouse.catalogue.graphql;

import org.springframework.graphql.data.method.annotation.Argument;
import org.springframework.graphql.data.method.annotation.QueryMapping;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.stereotype.Repository;

import java.util.List;
import java.util.Map;

@Controller
public class OrchidCatalogueController {

    private final OrchidRepository orchids;

    public OrchidCatalogueController(OrchidRepository orchids) {
        this.orchids = orchids;
    }

    // query { orchidsByGenus(genus: "Phalaenopsis", sortBy: "bloomSeason", limit: 20) { species bloomSeason } }
    @QueryMapping
    public List<Orchid> orchidsByGenus(@Argument String genus,
                                       @Argument String sortBy,
                                       @Argument Integer limit) {
        int pageSize = limit == null ? 25 : Math.max(1, Math.min(limit, 100));
        return orchids.findByGenus(genus, sortBy, pageSize);
    }
}

record Orchid(long id, String genus, String species, String bloomSeason, int potSizeCm, boolean fragrant) {
}

@Repository
class OrchidRepository {

    private static final Map<String, String> SORT_COLUMNS = Map.of(
            "species", "species",
            "bloomSeason", "bloom_season",
            "potSize", "pot_size_cm",
            "fragrant", "fragrant");

    private final JdbcTemplate jdbc;

    OrchidRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    List<Orchid> findByGenus(String genus, String sortBy, int pageSize) {
        String orderColumn = "species";
        if (sortBy != null && !sortBy.isBlank()) {
            orderColumn = SORT_COLUMNS.get(sortBy);
            if (orderColumn == null) {
                throw new IllegalArgumentException("unknown sort field");
            }
        }
        String sql = "SELECT id, genus, species, bloom_season, pot_size_cm, fragrant "
                + "FROM orchids WHERE genus = ? ORDER BY " + orderColumn + " LIMIT ?";
        return jdbc.query(sql,
                (rs, rowNum) -> new Orchid(
                        rs.getLong("id"),
                        rs.getString("genus"),
                        rs.getString("species"),
                        rs.getString("bloom_season"),
                        rs.getInt("pot_size_cm"),
                        rs.getBoolean("fragrant")),
                genus, pageSize);
    }
}
