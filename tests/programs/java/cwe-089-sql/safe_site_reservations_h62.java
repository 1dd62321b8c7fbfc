// A site reservations program of the h62 set (cwe-089-sql).
package com.pinecrest.reservations;

import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

@Controller("/campgrounds")
class SiteReservationController {

    @Serdeable
    record Reservation(String site, String guest, LocalDate arrival, int nights) {}

    @FunctionalInterface
    interface SqlBinder { void bind(PreparedStatement ps) throws SQLException; }

    @FunctionalInterface
    interface RowReader<T> { T read(ResultSet rs) throws SQLException; }

    // Column names the office staff can sort the arrivals board by.
    private static final Map<String, String> SORT_COLUMNS = Map.of(
            "arrival", "arrival_date",
            "site", "site_code",
            "guest", "guest_name",
            "nights", "nights");

    private final DataSource dataSource;

    SiteReservationController(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Get("/{campground}/reservations")
    @ExecuteOn(TaskExecutors.BLOCKING)
    List<Reservation> list(@PathVariable String campground,
                           @QueryValue(defaultValue = "arrival") String sort,
                           @QueryValue(defaultValue = "asc") String dir) throws SQLException {
        String sql = "SELECT site_code, guest_name, arrival_date, nights FROM reservations "
                + "WHERE campground = ? AND arrival_date >= CURRENT_DATE ORDER BY " + orderClause(sort, dir);
        return query(sql, ps -> ps.setString(1, campground), rs -> new Reservation(
                rs.getString("site_code"),
                rs.getString("guest_name"),
                rs.getDate("arrival_date").toLocalDate(),
                rs.getInt("nights")));
    }

    static String orderClause(String sort, String dir) {
        String column = SORT_COLUMNS.getOrDefault(sort.toLowerCase(Locale.ROOT), "arrival_date");
        String direction = "desc".equalsIgnoreCase(dir) ? "DESC" : "ASC";
        return column + " " + direction;
    }

    private <T> List<T> query(String sql, SqlBinder binder, RowReader<T> reader) throws SQLException {
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement(sql)) {
            binder.bind(ps);
            try (ResultSet rs = ps.executeQuery()) {
                List<T> out = new ArrayList<>();
                while (rs.next()) {
                    out.add(reader.read(rs));
                }
                return out;
            }
        }
    }
}
