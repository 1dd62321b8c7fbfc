// A hut bookings program of the h68 set (cwe-089-sql).
// mountain huts: lets the hut warden list overnight bookings for a hut, sorted and filtered
package at.alpenhuette.warden;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

@SpringBootApplication
public class WardenApp {
    public static void main(String[] args) {
        SpringApplication.run(WardenApp.class, args);
    }
}

record Booking(long id, String guestName, LocalDate arrival, int nights, int beds, boolean halfBoard) {}

record BookingQuery(String hutCode, LocalDate from, LocalDate to, String sort, boolean descending) {
    BookingQuery {
        if (to.isBefore(from)) {
            var tmp = from;
            from = to;
            to = tmp;
        }
        sort = Optional.ofNullable(sort).map(String::strip).orElse("arrival");
    }
}

@RestController
class BookingController {

    private static final String LIST_SQL = """
            SELECT b.id, b.guest_name, b.arrival_date, b.nights, b.beds, b.half_board
              FROM hut_booking b
              JOIN hut h ON h.id = b.hut_id
             WHERE h.code = :hut
               AND b.arrival_date BETWEEN :from AND :to
               AND b.cancelled = FALSE
             ORDER BY %s %s
            """;

    private final NamedParameterJdbcTemplate jdbc;

    BookingController(NamedParameterJdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @GetMapping("/huts/{hutCode}/bookings")
    List<Booking> list(@PathVariable String hutCode,
                       @RequestParam Optional<LocalDate> from,
                       @RequestParam Optional<LocalDate> to,
                       @RequestParam(required = false) String sort,
                       @RequestParam(defaultValue = "false") boolean desc) {
        var today = LocalDate.now();
        var query = new BookingQuery(hutCode, from.orElse(today), to.orElseGet(() -> today.plusWeeks(2)), sort, desc);
        return find(query);
    }

    private List<Booking> find(BookingQuery query) {
        var column = switch (query.sort()) {
            case "arrival" -> "b.arrival_date";
            case "guest", "name" -> "b.guest_name";
            case "beds" -> "b.beds";
            case "nights" -> "b.nights";
            default -> "b.arrival_date";
        };
        var sql = LIST_SQL.formatted(column, query.descending() ? "DESC" : "ASC");

        var params = new MapSqlParameterSource()
                .addValue("hut", query.hutCode())
                .addValue("from", query.from())
                .addValue("to", query.to());

        return jdbc.query(sql, params, (rs, i) -> new Booking(
                rs.getLong("id"),
                rs.getString("guest_name"),
                rs.getObject("arrival_date", LocalDate.class),
                rs.getInt("nights"),
                rs.getInt("beds"),
                rs.getBoolean("half_board")));
    }

    @GetMapping("/huts/{hutCode}/occupancy")
    int bedsTaken(@PathVariable String hutCode, @RequestParam LocalDate night) {
        var today = new BookingQuery(hutCode, night.minusDays(14), night, "arrival", false);
        return find(today).stream()
                .filter(b -> !b.arrival().isAfter(night) && b.arrival().plusDays(b.nights()).isAfter(night))
                .mapToInt(Booking::beds)
                .sum();
    }
}
