// Spring REST endpoint that lists a customer's orders, optionally filtered by status.
package com.acme.shop.orders;

import java.util.List;
import java.util.Map;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class OrderLookupController {

    private static final String BASE_QUERY =
            "SELECT id, created_at, status, total_cents FROM orders WHERE customer_id = %d";

    private final JdbcTemplate jdbc;

    public OrderLookupController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @GetMapping("/customers/{customerId}/orders")
    public List<Map<String, Object>> orders(@PathVariable long customerId,
                                            @RequestParam(required = false) String status) {
        String sql = buildQuery(customerId, status);
        return jdbc.queryForList(sql);
    }

    private String buildQuery(long customerId, String status) {
        StringBuilder sql = new StringBuilder(String.format(BASE_QUERY, customerId));
        if (status != null && !status.isBlank()) {
            sql.append(" AND status = '").append(status.trim().toUpperCase()).append("'");
        }
        return sql.append(" ORDER BY created_at DESC LIMIT 100").toString();
    }
}
