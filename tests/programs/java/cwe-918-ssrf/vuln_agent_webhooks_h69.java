// A agent webhooks program of the h69 set (cwe-918-ssrf).
package com.flyingclubs.agents;

import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.LocalDate;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.ResponseEntity;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

record ShowDate(String venue, String city, LocalDate date) {}

@Component
class AgentRegistry {
    final Map<String, String> webhookByAgent = new ConcurrentHashMap<>();
    final Queue<ShowDate> announcements = new ConcurrentLinkedQueue<>();
}

@RestController
class AgentController {
    private final AgentRegistry registry;

    AgentController(AgentRegistry registry) {
        this.registry = registry;
    }

    @PutMapping("/agents/{agentId}/webhook")
    ResponseEntity<Void> register(@PathVariable String agentId, @RequestBody String url) {
        registry.webhookByAgent.put(agentId, url.trim());
        return ResponseEntity.noContent().build();
    }

    @PostMapping("/shows")
    ResponseEntity<Void> announce(@RequestBody ShowDate show) {
        registry.announcements.add(show);
        return ResponseEntity.accepted().build();
    }
}

@Component
class ShowAnnouncementJob {
    private static final Logger log = LoggerFactory.getLogger(ShowAnnouncementJob.class);

    private final AgentRegistry registry;
    private final HttpClient http = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(5))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();

    ShowAnnouncementJob(AgentRegistry registry) {
        this.registry = registry;
    }

    @Scheduled(fixedDelay = 60_000)
    void notifyAgents() {
        ShowDate show;
        while ((show = registry.announcements.poll()) != null) {
            String body = "{\"venue\":\"" + show.venue().replace("\"", "'") + "\",\"city\":\""
                    + show.city().replace("\"", "'") + "\",\"date\":\"" + show.date() + "\"}";
            for (Map.Entry<String, String> hook : registry.webhookByAgent.entrySet()) {
                try {
                    URI target = URI.create(hook.getValue());
                    if (!"https".equalsIgnoreCase(target.getScheme())) {
                        log.warn("agent {} webhook is not https, skipping", hook.getKey());
                        continue;
                    }
                    HttpRequest req = HttpRequest.newBuilder(target)
                            .timeout(Duration.ofSeconds(10))
                            .header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofString(body))
                            .build();
                    HttpResponse<Void> res = http.send(req, HttpResponse.BodyHandlers.discarding());
                    log.info("agent {} answered {}", hook.getKey(), res.statusCode());
                } catch (Exception e) {
                    log.warn("agent {} webhook failed", hook.getKey(), e);
                }
            }
        }
    }

    static boolean publicHost(String host) throws UnknownHostException {
        if (host == null) {
            return false;
        }
        for (InetAddress a : InetAddress.getAllByName(host)) {
            if (a.isAnyLocalAddress() || a.isLoopbackAddress() || a.isLinkLocalAddress()
                    || a.isSiteLocalAddress() || a.isMulticastAddress()) {
                return false;
            }
        }
        return true;
    }
}
