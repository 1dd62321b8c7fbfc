// A batch pungency report program of the h70 set (cwe-089-sql).
package de.spreewaldkren.quality;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/reports/batches")
class BatchPungencyReport {

    record Criterion(String column, String value) {
        String clause() {
            return column + " = '" + value + "'";
        }
    }

    record BatchRow(String batchCode, String field, LocalDate lifted, double aitcMgPerG, String grade) {}

    record Summary(int batches, double meanAitc, List<BatchRow> rows) {}

    private static final Map<String, String> COLUMNS = Map.of(
            "field", "field_code",
            "grade", "grade",
            "variety", "variety",
            "season", "season");

    private static final RowMapper<BatchRow> ROW = (rs, i) -> new BatchRow(
            rs.getString("batch_code"),
            rs.getString("field_code"),
            rs.getDate("lifted_on").toLocalDate(),
            rs.getDouble("aitc_mg_per_g"),
            rs.getString("grade"));

    private final JdbcTemplate jdbc;

    BatchPungencyReport(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @GetMapping
    Summary report(@RequestParam Map<String, String> params) {
        List<Criterion> criteria = params.entrySet().stream()
                .filter(e -> COLUMNS.containsKey(e.getKey()))
                .filter(e -> !e.getValue().isBlank())
                .map(e -> new Criterion(COLUMNS.get(e.getKey()), e.getValue().strip()))
                .sorted(Comparator.comparing(Criterion::column))
                .toList();

        List<String> clauses = new ArrayList<>(criteria.stream().map(Criterion::clause).toList());
        Optional.ofNullable(params.get("minAitc"))
                .map(Double::parseDouble)
                .ifPresent(min -> clauses.add("aitc_mg_per_g >= " + min));

        String where = clauses.isEmpty() ? "" : String.join(" AND ", clauses);
        String sql = "SELECT batch_code, field_code, lifted_on, aitc_mg_per_g, grade FROM root_batches"
                + (where.isEmpty() ? "" : " WHERE " + where)
                + " ORDER BY lifted_on DESC LIMIT 500";

        List<BatchRow> rows = jdbc.query(sql, ROW);
        double mean = rows.stream().collect(Collectors.averagingDouble(BatchRow::aitcMgPerG));
        return new Summary(rows.size(), mean, rows);
    }
}
