// REST endpoint listing a customer's orders with a caller-selected sort column and direction
package com.acme.orders.web;

import java.util.List;
import java.util.Map;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class OrderListController {

    private static final String BASE_QUERY =
            "SELECT id, status, total, created_at FROM orders WHERE customer_id = ? ";

    private static final Map<String, String> SORT_COLUMNS = Map.of(
            "created_at", "created_at",
            "total", "total",
            "status", "status",
            "id", "id");

    private final JdbcTemplate jdbc;

    OrderListController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @GetMapping("/customers/{customerId}/orders")
    List<Map<String, Object>> list(@PathVariable long customerId,
                                   @RequestParam(defaultValue = "created_at") String sort,
                                   @RequestParam(defaultValue = "desc") String dir,
                                   @RequestParam(defaultValue = "50") int limit) {
        int pageSize = Math.max(1, Math.min(limit, 200));
        String sql = BASE_QUERY + orderClause(sort, dir) + " LIMIT " + pageSize;
        return jdbc.queryForList(sql, customerId);
    }

    private static String orderClause(String sort, String dir) {
        String column = SORT_COLUMNS.getOrDefault(sort.trim(), "created_at");
        String direction = "asc".equalsIgnoreCase(dir) ? "ASC" : "DESC";
        return "ORDER BY " + column + " " + direction;
    }
}
