// Spring REST endpoint and JdbcTemplate repository listing insurance claims assigned to an adjuster.
package com.acmeinsure.claims.report;

import java.math.BigDecimal;
import java.util.List;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class AdjusterReportController {

    private final ClaimReportRepository repository;

    AdjusterReportController(ClaimReportRepository repository) {
        this.repository = repository;
    }

    @GetMapping("/adjusters/{adjusterId}/claims")
    List<ClaimRow> claims(@PathVariable long adjusterId,
                          @RequestParam(defaultValue = "OPEN") String status) {
        ClaimFilter filter = new ClaimFilter(adjusterId, status.toUpperCase());
        return repository.findClaims(filter);
    }
}

record ClaimFilter(long adjusterId, String status) {}

record ClaimRow(String claimId, String status, BigDecimal amount) {}

@Repository
class ClaimReportRepository {

    private static final RowMapper<ClaimRow> ROW_MAPPER = (rs, n) ->
            new ClaimRow(rs.getString("claim_id"), rs.getString("status"), rs.getBigDecimal("amount"));

    private final JdbcTemplate jdbcTemplate;

    ClaimReportRepository(JdbcTemplate jdbcTemplate) {
        this.jdbcTemplate = jdbcTemplate;
    }

    List<ClaimRow> findClaims(ClaimFilter filter) {
        String sql = String.format(
                "SELECT claim_id, status, amount FROM claims WHERE adjuster_id = %d AND status = '%s' "
                        + "ORDER BY filed_at DESC LIMIT 200",
                filter.adjusterId(), filter.status());
        return jdbcTemplate.query(sql, ROW_MAPPER);
    }
}
