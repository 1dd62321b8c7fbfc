// Spring Boot endpoint listing catalog products in a caller-chosen sort order.
package com.acme.catalog.web;

import java.util.List;
import java.util.Map;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/products")
public class ProductListingController {

    private static final int PAGE_SIZE = 50;

    private final JdbcTemplate jdbcTemplate;

    public ProductListingController(JdbcTemplate jdbcTemplate) {
        this.jdbcTemplate = jdbcTemplate;
    }

    @GetMapping
    public List<Map<String, Object>> list(@RequestParam(defaultValue = "name") String sort,
                                          @RequestParam(defaultValue = "0") int page) {
        String orderBy = sortColumn(sort);
        String sql = "SELECT id, name, price, stock FROM products ORDER BY " + orderBy
                + " LIMIT " + PAGE_SIZE + " OFFSET ?";
        return jdbcTemplate.queryForList(sql, Math.max(page, 0) * PAGE_SIZE);
    }

    private String sortColumn(String requested) {
        return requested.trim().toLowerCase();
    }
}
