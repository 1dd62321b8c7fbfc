// Unseen set h59: parking permit page
package city.parkwise.permits;

import io.javalin.Javalin;
import io.javalin.http.Context;
import org.apache.commons.text.StringEscapeUtils;

import java.time.LocalDate;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

enum PermitZone { RESIDENT_A, RESIDENT_B, BUSINESS, DISABLED_BAY }

record ResidentPermit(String plate, PermitZone zone, String holderName, LocalDate validUntil) {}

interface PermitRepository {
    Optional<ResidentPermit> byPlate(String plate);
}

class InMemoryPermitRepository implements PermitRepository {
    private final Map<String, ResidentPermit> permits = new ConcurrentHashMap<>();

    void save(ResidentPermit permit) {
        permits.put(permit.plate(), permit);
    }

    @Override
    public Optional<ResidentPermit> byPlate(String plate) {
        return Optional.ofNullable(permits.get(plate));
    }
}

class PermitService {
    private final PermitRepository repository;

    PermitService(PermitRepository repository) {
        this.repository = repository;
    }

    Optional<ResidentPermit> activePermit(String rawPlate) {
        String plate = rawPlate.replace(" ", "").toUpperCase(Locale.ROOT);
        return repository.byPlate(plate).filter(p -> !p.validUntil().isBefore(LocalDate.now()));
    }
}

class PermitController {
    private final PermitService service;

    PermitController(PermitService service) {
        this.service = service;
    }

    void show(Context ctx) {
        String plate = ctx.pathParam("plate");
        Optional<ResidentPermit> permit = service.activePermit(plate);
        if (permit.isEmpty()) {
            ctx.status(404).html("<html><body><h2>No active permit for " + plate + "</h2>"
                    + "<p><a href=\"/permits/apply\">Apply for a resident permit</a></p></body></html>");
            return;
        }
        ResidentPermit p = permit.get();
        ctx.html("<html><body><h2>Permit " + StringEscapeUtils.escapeHtml4(p.plate()) + "</h2>"
                + "<p>Holder: " + StringEscapeUtils.escapeHtml4(p.holderName()) + "</p>"
                + "<p>Zone: " + p.zone() + ", valid until " + p.validUntil() + "</p></body></html>");
    }
}

class PermitPortal {
    public static void main(String[] args) {
        InMemoryPermitRepository repository = new InMemoryPermitRepository();
        repository.save(new ResidentPermit("KX19WPD", PermitZone.RESIDENT_B, "A. Okafor", LocalDate.now().plusMonths(7)));
        PermitController controller = new PermitController(new PermitService(repository));

        Javalin app = Javalin.create();
        app.get("/permits/{plate}", controller::show);
        app.start(Integer.parseInt(System.getenv().getOrDefault("PORT", "7070")));
    }
}
