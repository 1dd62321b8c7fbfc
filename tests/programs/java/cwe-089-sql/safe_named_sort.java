// Spring Boot endpoint listing products in a category with a caller-chosen sort column
package com.example.shop;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ProductListController {

    private static final Set<String> SORTABLE = Set.of("name", "price", "created_at");

    private final NamedParameterJdbcTemplate jdbc;

    public ProductListController(NamedParameterJdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @GetMapping("/categories/{category}/products")
    public List<Map<String, Object>> list(@PathVariable String category,
                                          @RequestParam(defaultValue = "name") String sort) {
        if (!SORTABLE.contains(sort)) {
            throw new IllegalArgumentException("unsupported sort column");
        }
        String sql = "SELECT id, name, price FROM products WHERE category = :category ORDER BY " + sort;
        MapSqlParameterSource params = new MapSqlParameterSource("category", category);
        return jdbc.queryForList(sql, params);
    }
}
