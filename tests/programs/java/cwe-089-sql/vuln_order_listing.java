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

    private static final List<String> FORBIDDEN = List.of(";", "--", "/*", " union ", " drop ", " delete ");

    private final JdbcTemplate jdbc;

    public OrderListingController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    private static boolean acceptableSort(String sort) {
        String lower = sort.toLowerCase(Locale.ROOT);
        return FORBIDDEN.stream().noneMatch(lower::contains);
    }

    @GetMapping("/api/customers/{id}/orders")
    public List<Map<String, Object>> list(@PathVariable("id") long customerId,
                                          @RequestParam(value = "sort", defaultValue = "created_at") String sort) {
        if (!acceptableSort(sort)) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "unsupported sort");
        }
        String sql = "SELECT id, status, total, created_at FROM orders WHERE customer_id = ? ORDER BY " + sort;
        return jdbc.queryForList(sql, customerId);
    }
}
