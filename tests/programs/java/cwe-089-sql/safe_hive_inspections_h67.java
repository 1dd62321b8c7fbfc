// A hive inspections program of the h67 set (cwe-089-sql).
// beekeepers: list hive inspection records for an apiary with a caller-chosen ordering
package com.apiary.inspections;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Positive;
import java.time.LocalDate;
import java.util.List;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@SpringBootApplication
public class HiveInspectionApp {
    public static void main(String[] args) {
        SpringApplication.run(HiveInspectionApp.class, args);
    }
}

enum SortField {
    INSPECTED_ON("inspected_on"),
    HIVE_ID("hive_id"),
    FRAMES_OF_BROOD("frames_of_brood");

    private final String column;

    SortField(String column) {
        this.column = column;
    }

    String column() {
        return column;
    }
}

record InspectionQuery(
        @Positive long apiaryId,
        @NotNull SortField sortBy) {
}

record Inspection(long id, long hiveId, LocalDate inspectedOn, int framesOfBrood, boolean queenSeen) {
}

@Repository
class InspectionRepository {

    private static final RowMapper<Inspection> MAPPER = (rs, rowNum) -> new Inspection(
            rs.getLong("id"),
            rs.getLong("hive_id"),
            rs.getDate("inspected_on").toLocalDate(),
            rs.getInt("frames_of_brood"),
            rs.getBoolean("queen_seen"));

    private final JdbcTemplate jdbc;

    InspectionRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    List<Inspection> findByApiary(long apiaryId, SortField orderBy) {
        String sql = "SELECT id, hive_id, inspected_on, frames_of_brood, queen_seen "
                + "FROM hive_inspection WHERE apiary_id = ? ORDER BY " + orderBy.column();
        return jdbc.query(sql, MAPPER, apiaryId);
    }
}

@Service
class InspectionService {

    private final InspectionRepository repository;

    InspectionService(InspectionRepository repository) {
        this.repository = repository;
    }

    List<Inspection> listFor(InspectionQuery query) {
        return repository.findByApiary(query.apiaryId(), query.sortBy());
    }
}

@RestController
@RequestMapping("/api/inspections")
class InspectionController {

    private final InspectionService service;

    InspectionController(InspectionService service) {
        this.service = service;
    }

    @GetMapping
    List<Inspection> list(@Valid @ModelAttribute InspectionQuery query) {
        return service.listFor(query);
    }
}
