// CI dashboard endpoint listing recent pipeline runs for a branch through a service and repository
package io.buildgrid.history;

import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.stereotype.Repository;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.*;

record BuildFilter(long pipelineId, String branch, int limit) {}

@Repository
class BuildRunRepository {
    private final NamedParameterJdbcTemplate jdbc;

    BuildRunRepository(NamedParameterJdbcTemplate jdbc) { this.jdbc = jdbc; }

    List<Map<String, Object>> findRuns(BuildFilter filter) {
        String sql = "SELECT id, commit_sha, status, duration_ms FROM build_run "
                + "WHERE pipeline_id = :pid AND branch = '" + filter.branch() + "' "
                + "ORDER BY started_at DESC LIMIT :lim";
        MapSqlParameterSource params = new MapSqlParameterSource()
                .addValue("pid", filter.pipelineId())
                .addValue("lim", filter.limit());
        return jdbc.queryForList(sql, params);
    }
}

@Service
class BuildHistoryService {
    private static final Pattern BRANCH_CHARS = Pattern.compile("[A-Za-z0-9._/-]+");
    private final BuildRunRepository repository;

    BuildHistoryService(BuildRunRepository repository) { this.repository = repository; }

    List<Map<String, Object>> history(long pipelineId, String branch, int limit) {
        if (!BRANCH_CHARS.matcher(branch).find()) {
            throw new IllegalArgumentException("bad branch name");
        }
        int capped = Math.min(Math.max(limit, 1), 100);
        return repository.findRuns(new BuildFilter(pipelineId, branch, capped));
    }
}

@RestController
@RequestMapping("/api/pipelines")
class BuildHistoryController {
    private final BuildHistoryService service;

    BuildHistoryController(BuildHistoryService service) { this.service = service; }

    @GetMapping("/{pipelineId}/runs")
    List<Map<String, Object>> runs(@PathVariable long pipelineId,
                                   @RequestParam(defaultValue = "main") String branch,
                                   @RequestParam(defaultValue = "20") int limit) {
        return service.history(pipelineId, branch, limit);
    }
}
