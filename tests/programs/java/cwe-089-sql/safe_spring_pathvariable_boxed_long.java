// Spring controller archiving a project by id
package com.example.projects;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ProjectArchiveController {
    private final JdbcTemplate jdbc;

    public ProjectArchiveController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @PostMapping("/projects/{id}/archive")
    public void archive(@PathVariable Long id) {
        jdbc.update("UPDATE project SET archived = true WHERE id = " + id);
    }
}
