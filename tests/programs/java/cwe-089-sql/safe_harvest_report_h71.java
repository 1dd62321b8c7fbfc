// A harvest report program of the h71 set (cwe-089-sql).
package nz.tidemarkoysters.harvest;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

record HarvestRow(String bedCode, LocalDate harvestedOn, int dozens, String grade, String skipper) {}

@RestController
@RequestMapping("/leases/{leaseId}/harvests")
class HarvestReportController {

    // report keys used by the office UI -> columns
    private static final Map<String, String> SORT_COLUMNS = Map.of(
            "date", "h.harvested_on",
            "bed", "b.bed_code",
            "dozens", "h.dozen_count",
            "grade", "h.grade");

    private static final RowMapper<HarvestRow> ROW = (rs, i) -> new HarvestRow(
            rs.getString("bed_code"),
            rs.getObject("harvested_on", LocalDate.class),
            rs.getInt("dozen_count"),
            rs.getString("grade"),
            rs.getString("skipper"));

    private final JdbcTemplate jdbc;

    HarvestReportController(JdbcTemplate jdbc) {
        this.jdbc = Objects.requireNonNull(jdbc);
    }

    @GetMapping
    List<HarvestRow> report(@PathVariable long leaseId,
                            @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate from,
                            @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate to,
                            @RequestParam(defaultValue = "date") String sort,
                            @RequestParam(defaultValue = "desc") String direction) {
        if (to.isBefore(from)) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "'to' is before 'from'");
        }
        if (from.plusYears(2).isBefore(to)) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "report range is limited to two years");
        }

        // the boat tablets (app 1.x) still send the column name itself
        String column = Optional.ofNullable(SORT_COLUMNS.get(sort))
                .or(() -> SORT_COLUMNS.values().stream().filter(c -> c.endsWith("." + sort)).findFirst())
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.BAD_REQUEST, "unknown sort key"));
        String order = switch (direction.toLowerCase()) {
            case "asc" -> "ASC";
            case "desc" -> "DESC";
            default -> throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "direction must be asc or desc");
        };

        String sql = """
                SELECT b.bed_code, h.harvested_on, h.dozen_count, h.grade, h.skipper
                  FROM harvest h
                  JOIN lease_bed b ON b.id = h.bed_id
                 WHERE b.lease_id = ?
                   AND h.harvested_on BETWEEN ? AND ?
                 ORDER BY %s %s, h.id
                """.formatted(column, order);

        return jdbc.query(sql, ROW, leaseId, from, to);
    }
}
