// A commission notes program of the h67 set (cwe-079-xss).
// harp makers: workshop page that searches open commissions by client surname
package ie.harpworks.commissions;

import io.dropwizard.core.Application;
import io.dropwizard.core.Configuration;
import io.dropwizard.core.setup.Environment;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

public class CommissionBoardApplication extends Application<Configuration> {

    record Commission(String surname, String model, int strings, String woodSpecies, String stage) {
    }

    static class CommissionBook {
        private final Map<String, List<Commission>> bySurname = Map.of(
                "obrien", List.of(new Commission("O'Brien", "Clarsach", 34, "cherry", "stringing")),
                "kelly", List.of(new Commission("Kelly", "Lever harp", 36, "walnut", "soundboard")),
                "murphy", List.of(new Commission("Murphy", "Pedal harp", 47, "maple", "carving")));

        List<Commission> find(String surname) {
            String key = surname.toLowerCase(Locale.ROOT).replaceAll("[^a-z]", "");
            return bySurname.getOrDefault(key, List.of());
        }
    }

    @Path("/board/commissions")
    @Produces(MediaType.TEXT_HTML)
    public static class CommissionBoardResource {
        private final CommissionBook book;

        public CommissionBoardResource(CommissionBook book) {
            this.book = book;
        }

        @GET
        public String search(@QueryParam("surname") @NotBlank @Pattern(regexp = "[\\p{L} .-]{1,40}") String surname) {
            List<Commission> hits = book.find(surname);
            StringBuilder page = new StringBuilder("<html><body><h2>Commissions for ")
                    .append(surname)
                    .append("</h2>");
            if (hits.isEmpty()) {
                page.append("<p>No open commissions match ").append(surname).append(".</p>");
            } else {
                page.append(hits.stream()
                        .map(c -> "<li>" + c.model() + " (" + c.strings() + " strings, "
                                + c.woodSpecies() + ") - " + c.stage() + "</li>")
                        .collect(Collectors.joining("", "<ul>", "</ul>")));
            }
            return page.append("</body></html>").toString();
        }
    }

    @Override
    public void run(Configuration configuration, Environment environment) {
        environment.jersey().register(new CommissionBoardResource(new CommissionBook()));
    }

    public static void main(String[] args) throws Exception {
        new CommissionBoardApplication().run(args);
    }
}
