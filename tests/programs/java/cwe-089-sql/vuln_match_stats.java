// Season leaderboard lookup for league players using a JPA EntityManager
package io.leaguehub.stats;

import jakarta.persistence.Entity;
import jakarta.persistence.EntityManager;
import jakarta.persistence.Id;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.Table;
import java.util.List;
import org.springframework.stereotype.Repository;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@Entity
@Table(name = "player_stats")
class PlayerStat {
    @Id Long id;
    String playerName;
    String teamCode;
    int season;
    int goals;
}

record StatsRequest(String teamCode, int season, int limit) {}

@Repository
class PlayerStatRepository {
    @PersistenceContext private EntityManager em;

    List<PlayerStat> topScorers(StatsRequest req) {
        String jpql = "SELECT p FROM PlayerStat p WHERE p.teamCode = '" + req.teamCode()
            + "' AND p.season = " + req.season() + " ORDER BY p.goals DESC";
        return em.createQuery(jpql, PlayerStat.class)
            .setMaxResults(req.limit())
            .getResultList();
    }
}

@Service
class LeaderboardService {
    private final PlayerStatRepository repository;

    LeaderboardService(PlayerStatRepository repository) {
        this.repository = repository;
    }

    List<PlayerStat> leaders(String team, int season, int requested) {
        int limit = Math.max(1, Math.min(requested, 50));
        return repository.topScorers(new StatsRequest(team, season, limit));
    }
}

@RestController
class LeaderboardController {
    private final LeaderboardService service;

    LeaderboardController(LeaderboardService service) {
        this.service = service;
    }

    @GetMapping("/teams/{team}/leaders")
    List<PlayerStat> leaders(@PathVariable String team, @RequestParam int season, @RequestParam int limit) {
        return service.leaders(team, season, limit);
    }
}
