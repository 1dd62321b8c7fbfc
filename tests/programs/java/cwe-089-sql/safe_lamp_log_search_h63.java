// A lamp log search program of the h63 set (cwe-089-sql).
package org.beaconworks.logbook;

import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Repository;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

record LampEntry(long id, String stationCode, LocalDate loggedOn, String keeper, String note) {}

final class LogQuery {
    private final String stationCode;
    private final String orderBy;
    private final String direction;

    private LogQuery(String stationCode, String orderBy, String direction) {
        this.stationCode = stationCode;
        this.orderBy = orderBy;
        this.direction = direction;
    }

    static LogQuery of(String stationCode, String orderBy, String direction) {
        return new LogQuery(stationCode, orderBy, direction.toUpperCase(Locale.ROOT));
    }

    String getStationCode() { return stationCode; }
    String getOrderBy() { return orderBy; }
    String getDirection() { return direction; }
}

@Component
class LogQueryValidator {
    private static final Set<String> DIRECTIONS = Set.of("ASC", "DESC");
    private static final Set<String> SORT_COLUMNS = Set.of("logged_on", "keeper", "station_code");

    boolean isValid(LogQuery query) {
        return query.getStationCode() != null
                && query.getStationCode().matches("[A-Z]{2}-\\d{3}")
                && DIRECTIONS.contains(query.getDirection())
                && query.getOrderBy() != null && SORT_COLUMNS.contains(query.getOrderBy());
    }
}

@Repository
class LampLogRepository {
    private static final RowMapper<LampEntry> MAPPER = (rs, rowNum) -> new LampEntry(
            rs.getLong("id"), rs.getString("station_code"), rs.getDate("logged_on").toLocalDate(),
            rs.getString("keeper"), rs.getString("note"));

    private final JdbcTemplate jdbc;

    LampLogRepository(JdbcTemplate jdbc) { this.jdbc = jdbc; }

    List<LampEntry> findByStation(LogQuery query) {
        String sql = "SELECT id, station_code, logged_on, keeper, note FROM lamp_log"
                + " WHERE station_code = ? ORDER BY " + query.getOrderBy() + " " + query.getDirection();
        return jdbc.query(sql, MAPPER, query.getStationCode());
    }
}

@Service
class LampLogService {
    private final LampLogRepository repository;
    private final LogQueryValidator validator;

    LampLogService(LampLogRepository repository, LogQueryValidator validator) {
        this.repository = repository;
        this.validator = validator;
    }

    Optional<List<LampEntry>> entriesFor(LogQuery query) {
        if (!validator.isValid(query)) {
            return Optional.empty();
        }
        return Optional.of(repository.findByStation(query));
    }
}

@RestController
@RequestMapping("/api/stations")
class LampLogController {
    private final LampLogService service;

    LampLogController(LampLogService service) { this.service = service; }

    @GetMapping("/{code}/entries")
    ResponseEntity<List<LampEntry>> entries(@PathVariable("code") String code,
                                            @RequestParam(name = "sort", defaultValue = "logged_on") String sort,
                                            @RequestParam(name = "dir", defaultValue = "desc") String dir) {
        LogQuery query = LogQuery.of(code, sort, dir);
        return service.entriesFor(query)
                .map(ResponseEntity::ok)
                .orElseGet(() -> ResponseEntity.badRequest().build());
    }
}
