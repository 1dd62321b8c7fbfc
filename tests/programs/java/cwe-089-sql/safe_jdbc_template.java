// Spring Boot endpoint that looks up customers by last name using JdbcTemplate
package com.example.crm;

import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class CustomerLookupController {

    private final JdbcTemplate jdbc;

    public CustomerLookupController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @GetMapping("/customers")
    public List<Map<String, Object>> byLastName(@RequestParam String lastName) {
        String sql = "SELECT id, first_name, last_name, email FROM customers WHERE last_name = ?"
                + " ORDER BY first_name";
        return jdbc.queryForList(sql, lastName);
    }
}
