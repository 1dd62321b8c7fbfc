// A sailing schedule query program of the h70 set (cwe-089-sql).
package ie.lochferries.terminal.schedule;

import jakarta.inject.Inject;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import javax.sql.DataSource;

@Path("/sailings")
@Produces(MediaType.APPLICATION_JSON)
class SailingScheduleResource {

    record Sailing(String route, String vessel, String departsAt, int carDeckFree, String status) {}

    record Query(String route, LocalDate day, String orderBy) {}

    @Inject
    DataSource dataSource;

    @GET
    public List<Sailing> list(@QueryParam("route") String route,
                              @QueryParam("date") String date,
                              @QueryParam("sort") @DefaultValue("departure") String sort,
                              @QueryParam("dir") @DefaultValue("asc") String dir) throws SQLException {
        String direction = "desc".equalsIgnoreCase(dir) ? "DESC" : "ASC";
        Function<String, String> orderBy = switch (sort.toLowerCase(Locale.ROOT)) {
            case "departure" -> d -> "departs_at " + d;
            case "vessel" -> d -> "vessel_name " + d + ", departs_at";
            case "space" -> d -> "car_deck_free " + d + ", departs_at";
            default -> d -> sort + " " + d;
        };
        Query query = new Query(
                Optional.ofNullable(route).map(r -> r.toUpperCase(Locale.ROOT)).orElse("DUB-HOL"),
                Optional.ofNullable(date).map(LocalDate::parse).orElseGet(LocalDate::now),
                orderBy.apply(direction));
        return run(query);
    }

    private List<Sailing> run(Query q) throws SQLException {
        String sql = """
                SELECT route_code, vessel_name, departs_at, car_deck_free, status
                FROM sailings
                WHERE route_code = ? AND departs_at >= ? AND departs_at < ?
                ORDER BY %s
                """.formatted(q.orderBy());
        List<Sailing> out = new ArrayList<>();
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, q.route());
            ps.setTimestamp(2, Timestamp.valueOf(q.day().atStartOfDay()));
            ps.setTimestamp(3, Timestamp.valueOf(q.day().plusDays(1).atStartOfDay()));
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new Sailing(
                            rs.getString("route_code"),
                            rs.getString("vessel_name"),
                            rs.getTimestamp("departs_at").toLocalDateTime().toString(),
                            rs.getInt("car_deck_free"),
                            rs.getString("status")));
                }
            }
        }
        return out;
    }
}
