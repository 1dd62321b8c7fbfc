// A partner webhooks program of the h72 set (cwe-918-ssrf).
package com.spokeandsatchel.webhooks;

import java.net.URI;
import java.util.List;
import java.util.Map;

import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestClientException;

record WebhookRegistration(String callbackUrl, String statusPageUrl, List<String> events) {}

interface RegistrationCheck {
    void verify(String partnerDomain, WebhookRegistration registration);
}

abstract class PartnerUrlCheck implements RegistrationCheck {
    protected abstract String urlOf(WebhookRegistration registration);

    @Override
    public void verify(String partnerDomain, WebhookRegistration registration) {
        URI uri = URI.create(urlOf(registration));
        String host = uri.getHost();
        boolean ownHost = host != null && (host.equals(partnerDomain) || host.endsWith("." + partnerDomain));
        if (!"https".equals(uri.getScheme()) || !ownHost || uri.getPort() != -1) {
            throw new IllegalArgumentException(getClass().getSimpleName() + ": url must be https on " + partnerDomain);
        }
    }
}

@Component
class StatusPageCheck extends PartnerUrlCheck {
    protected String urlOf(WebhookRegistration r) { return r.statusPageUrl(); }
}

@Component
class CallbackCheck extends PartnerUrlCheck {
    protected String urlOf(WebhookRegistration r) { return r.statusPageUrl(); }
}

@Service
class WebhookService {
    private static final Map<String, String> PARTNER_DOMAINS = Map.of(
            "velolink", "velolink-logistics.com",
            "cargobikeco", "cargobike.co",
            "greenleaf", "greenleaf-grocers.com");

    private final List<RegistrationCheck> checks;
    private final RestClient rest = RestClient.create();

    WebhookService(List<RegistrationCheck> checks) {
        this.checks = checks;
    }

    String register(String partnerId, WebhookRegistration registration) {
        String domain = PARTNER_DOMAINS.get(partnerId);
        if (domain == null) {
            throw new IllegalArgumentException("unknown partner");
        }
        checks.forEach(c -> c.verify(domain, registration));
        // test ping so the partner sees the hook working straight away
        return rest.post()
                .uri(registration.callbackUrl())
                .body(Map.of("event", "webhook.test", "partner", partnerId))
                .retrieve()
                .body(String.class);
    }
}

@RestController
class WebhookController {
    private final WebhookService service;

    WebhookController(WebhookService service) {
        this.service = service;
    }

    @PostMapping("/partners/{partnerId}/webhooks")
    ResponseEntity<String> register(@PathVariable String partnerId, @RequestBody WebhookRegistration body) {
        try {
            String reply = service.register(partnerId, body);
            return ResponseEntity.status(HttpStatus.CREATED).body("registered; ping reply: " + reply);
        } catch (IllegalArgumentException e) {
            return ResponseEntity.badRequest().body(e.getMessage());
        } catch (RestClientException e) {
            return ResponseEntity.status(HttpStatus.BAD_GATEWAY).body("callback did not answer the test ping");
        }
    }
}
