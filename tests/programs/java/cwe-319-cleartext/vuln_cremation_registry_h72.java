// A cremation registry program of the h72 set (cwe-319-cleartext).
package com.gentlepawsaftercare.events;

import jakarta.ejb.ActivationConfigProperty;
import jakarta.ejb.MessageDriven;
import jakarta.jms.JMSException;
import jakarta.jms.MapMessage;
import jakarta.jms.Message;
import jakarta.jms.MessageListener;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.logging.Level;
import java.util.logging.Logger;

record CremationRecord(String certificateNo, String petName, String species, String ownerEmail,
                       String microchip, String region) {}

interface AftercareNotifier {
    void announce(CremationRecord record) throws IOException, InterruptedException;
}

enum RegionalRegistry {
    NORTH("https://north.petaftercare-registry.org/api/certificates"),
    CENTRAL("https://central.petaftercare-registry.org/api/certificates"),
    SOUTH("http://south.petaftercare-registry.org/api/certificates");

    final URI endpoint;

    RegionalRegistry(String endpoint) {
        this.endpoint = URI.create(endpoint);
    }

    static RegionalRegistry of(String region) {
        return valueOf(region.trim().toUpperCase(Locale.ROOT));
    }
}

final class RegistryNotifier implements AftercareNotifier {
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(8)).build();
    private final String apiKey = System.getenv("AFTERCARE_REGISTRY_KEY");

    @Override
    public void announce(CremationRecord r) throws IOException, InterruptedException {
        String form = "certificate=" + r.certificateNo() + "&microchip=" + r.microchip()
                + "&species=" + r.species() + "&owner=" + r.ownerEmail();
        HttpRequest req = HttpRequest.newBuilder(RegionalRegistry.of(r.region()).endpoint)
                .header("Authorization", "ApiKey " + apiKey)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form))
                .build();
        http.send(req, HttpResponse.BodyHandlers.discarding());
    }
}

final class OwnerMailNotifier implements AftercareNotifier {
    @Override
    public void announce(CremationRecord r) {
        Logger.getLogger("aftercare.mail").info(() -> "queue keepsake mail for " + r.petName());
    }
}

@MessageDriven(activationConfig = {
        @ActivationConfigProperty(propertyName = "destinationLookup", propertyValue = "jms/cremationCompleted"),
        @ActivationConfigProperty(propertyName = "destinationType", propertyValue = "jakarta.jms.Queue")
})
public class CremationCompletedListener implements MessageListener {
    private static final Logger LOG = Logger.getLogger(CremationCompletedListener.class.getName());

    private final List<AftercareNotifier> notifiers = List.of(new RegistryNotifier(), new OwnerMailNotifier());

    @Override
    public void onMessage(Message message) {
        try {
            MapMessage m = (MapMessage) message;
            CremationRecord record = new CremationRecord(m.getString("certificateNo"), m.getString("petName"),
                    m.getString("species"), m.getString("ownerEmail"), m.getString("microchip"), m.getString("region"));
            for (AftercareNotifier notifier : notifiers) {
                notifier.announce(record);
            }
        } catch (JMSException | IOException e) {
            LOG.log(Level.WARNING, "could not process cremation event", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
