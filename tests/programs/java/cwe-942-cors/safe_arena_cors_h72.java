// A arena cors program of the h72 set (cwe-942-cors).
package com.splatridge.web;

import java.security.Principal;
import java.util.List;
import java.util.Map;

import org.springframework.context.annotation.Configuration;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.config.annotation.CorsRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

interface ApiSurface {
    String pathPattern();

    default String[] origins() {
        return new String[] { "https://www.splatridge.com", "https://book.splatridge.com" };
    }

    default String[] methods() {
        return new String[] { "GET", "POST", "PUT", "DELETE" };
    }

    default boolean withCredentials() {
        return true;
    }
}

@Component
class BookingApi implements ApiSurface {
    public String pathPattern() { return "/api/bookings/**"; }
}

@Component
class TeamRosterApi implements ApiSurface {
    public String pathPattern() { return "/api/teams/**"; }

    @Override
    public String[] origins() {
        // league partner sites embed the roster editor for their captains
        return new String[] { "https://www.splatridge.com", "https://league.paintball-nations.com",
                "https://captains.woodsballcircuit.com" };
    }
}

@Configuration
class ArenaCorsConfig implements WebMvcConfigurer {
    private final List<ApiSurface> surfaces;

    ArenaCorsConfig(List<ApiSurface> surfaces) {
        this.surfaces = surfaces;
    }

    @Override
    public void addCorsMappings(CorsRegistry registry) {
        for (ApiSurface surface : surfaces) {
            registry.addMapping(surface.pathPattern())
                    .allowedOriginPatterns(surface.origins())
                    .allowedMethods(surface.methods())
                    .allowCredentials(surface.withCredentials())
                    .maxAge(1800);
        }
    }
}

record RosterChange(String player, String role) {}

@RestController
class TeamRosterController {

    @GetMapping("/api/teams/{teamId}/roster")
    Map<String, Object> roster(@PathVariable String teamId, Principal captain) {
        return Map.of("team", teamId, "captain", captain.getName(),
                "players", List.of("Vex", "Marrow", "Quill", "Tamsin"));
    }

    @PostMapping("/api/teams/{teamId}/roster")
    Map<String, Object> change(@PathVariable String teamId, @RequestBody RosterChange change, Principal captain) {
        // captains can add, bench or release players before the league deadline
        return Map.of("team", teamId, "updated", change.player(), "role", change.role(), "by", captain.getName());
    }
}
