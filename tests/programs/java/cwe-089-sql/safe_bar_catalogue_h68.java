// A bar catalogue program of the h68 set (cwe-089-sql).
// chocolatiers: filters the single-origin bar catalogue by cacao origin and minimum cacao percentage
package be.maisonpraline.catalogue;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.helidon.http.HeaderNames;
import io.helidon.http.Status;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;

import javax.sql.DataSource;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Collectors;

public final class BarCatalogue {

    record Bar(String sku, String name, String origin, int cacaoPercent, int priceCents) {
        String json() {
            return """
                    {"sku":"%s","name":"%s","origin":"%s","cacao":%d,"price":%d}"""
                    .formatted(sku, name.replace("\"", "\\\""), origin, cacaoPercent, priceCents);
        }
    }

    record BarFilter(List<String> origins, int minCacao) {
        BarFilter {
            origins = origins.stream()
                    .map(String::strip)
                    .filter(Predicate.not(String::isEmpty))
                    .distinct()
                    .toList();
            minCacao = Math.clamp(minCacao, 0, 100);
        }
    }

    private static final String BAR_SQL = """
            SELECT sku, name, origin, cacao_percent, price_cents
              FROM bar
             WHERE cacao_percent >= ?
               AND in_stock
               %s
             ORDER BY origin, cacao_percent DESC
            """;

    private final DataSource dataSource;

    BarCatalogue(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    void list(ServerRequest req, ServerResponse res) {
        var query = req.query();
        var filter = new BarFilter(
                query.all("origin", List::of),
                query.first("minCacao").asOptional().map(Integer::parseInt).orElse(0));
        try {
            var body = find(filter).stream().map(Bar::json).collect(Collectors.joining(",", "[", "]"));
            res.header(HeaderNames.CONTENT_TYPE, "application/json").send(body);
        } catch (SQLException e) {
            res.status(Status.INTERNAL_SERVER_ERROR_500).send("catalogue unavailable");
        }
    }

    List<Bar> find(BarFilter filter) throws SQLException {
        var originClause = filter.origins().isEmpty()
                ? ""
                : filter.origins().stream()
                        .map(o -> "?")
                        .collect(Collectors.joining(", ", "AND origin IN (", ")"));

        try (var con = dataSource.getConnection();
             var ps = con.prepareStatement(BAR_SQL.formatted(originClause))) {
            ps.setInt(1, filter.minCacao());
            var origins = filter.origins();
            for (int i = 0; i < origins.size(); i++) {
                ps.setString(i + 2, origins.get(i));
            }
            try (var rs = ps.executeQuery()) {
                var bars = new ArrayList<Bar>();
                while (rs.next()) {
                    bars.add(new Bar(rs.getString(1), rs.getString(2), rs.getString(3), rs.getInt(4), rs.getInt(5)));
                }
                return bars;
            }
        }
    }

    public static void main(String[] args) {
        var cfg = new HikariConfig();
        cfg.setJdbcUrl(System.getenv().getOrDefault("CATALOGUE_DB_URL", "jdbc:postgresql://db.internal:5432/catalogue"));
        cfg.setUsername(System.getenv("CATALOGUE_DB_USER"));
        cfg.setPassword(System.getenv("CATALOGUE_DB_PASSWORD"));
        var catalogue = new BarCatalogue(new HikariDataSource(cfg));

        WebServer.builder()
                .port(8080)
                .routing(r -> r.get("/bars", catalogue::list))
                .build()
                .start();
    }
}
