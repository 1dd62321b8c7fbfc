// Spring controller searching products by a code prefix
package com.example.products;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.util.List;
import java.util.Map;

@RestController
public class ProductCodeController {
    private final JdbcTemplate jdbc;

    public ProductCodeController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @GetMapping("/products/by-code")
    public List<Map<String, Object>> byCode(@RequestParam("limit") int limit, @RequestParam("code") String code) {
        return jdbc.queryForList("SELECT * FROM product WHERE code LIKE '" + code + "%' LIMIT " + limit);
    }
}
