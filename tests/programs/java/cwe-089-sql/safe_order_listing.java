// Spring MVC endpoint listing a customer's orders with a caller-selected sort column.
package com.acme.orders.web;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
public class OrderListingController {

    private static final Map<String, String> SORT_COLUMNS = Map.of(
            "created_at", "created_at",
            "total", "total DESC",
            "status", "status, created_at");

    private final JdbcTemplate jdbc;

    public OrderListingController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    private static String sortColumn(String sort) {
        return SORT_COLUMNS.get(sort.toLowerCase(Locale.ROOT));
    }

    @GetMapping("/api/customers/{id}/orders")
    public List<Map<String, Object>> list(@PathVariable("id") long customerId,
                                          @RequestParam(value = "sort", defaultValue = "created_at") String sort) {
        String column = sortColumn(sort);
        if (column == null) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "unsupported sort");
        }
        String sql = "SELECT id, status, total, created_at FROM orders WHERE customer_id = ? ORDER BY " + column;
        return jdbc.queryForList(sql, customerId);
    }
}
