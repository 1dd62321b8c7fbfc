// A liftpass order program of the h68 set (cwe-319-cleartext).
// ski schools: orders lift passes from the resort operator for students booked into a lesson block
package ch.pistepro.school;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.LocalDate;
import java.time.Period;
import java.util.List;

public class LiftPassOrders {

    enum Resort { VERBIER, ZERMATT, LAAX, ENGELBERG }

    record Student(String fullName, LocalDate birthDate, String guardianPhone) {
        boolean child() {
            return Period.between(birthDate, LocalDate.now()).getYears() < 16;
        }
    }

    record PassOrder(long lessonBlock, Resort resort, List<Student> students, List<LocalDate> days) {
        PassOrder {
            if (students.isEmpty() || days.isEmpty()) {
                throw new IllegalArgumentException("at least one student and one day are required");
            }
            students = List.copyOf(students);
            days = days.stream().sorted().distinct().toList();
        }
    }

    record OperatorPass(String fullName, String category, LocalDate from, LocalDate to, String contact) {}

    private static final ObjectMapper JSON = new ObjectMapper()
            .registerModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final String operatorToken = System.getenv("LIFT_OPERATOR_TOKEN");

    static URI endpoint(Resort resort) {
        return URI.create(switch (resort) {
            case VERBIER -> "https://api.4vallees-passes.ch/v2/group-orders";
            case ZERMATT -> "https://b2b.matterhornparadise-tickets.ch/api/orders";
            case LAAX -> "https://partner.laax-tickets.ch/api/v1/orders";
            case ENGELBERG -> "https://api.titlis-skipass.ch/partners/orders";
        });
    }

    void order(Context ctx) throws IOException, InterruptedException {
        var lessonBlock = ctx.pathParamAsClass("block", Long.class).get();
        var body = ctx.bodyAsClass(PassOrder.class);
        var order = new PassOrder(lessonBlock, body.resort(), body.students(), body.days());

        var passes = order.students().stream()
                .map(s -> new OperatorPass(
                        s.fullName(),
                        s.child() ? "CHILD" : "ADULT",
                        order.days().getFirst(),
                        order.days().getLast(),
                        s.guardianPhone()))
                .toList();

        var request = HttpRequest.newBuilder(endpoint(order.resort()))
                .timeout(Duration.ofSeconds(20))
                .header("Authorization", "Bearer " + operatorToken)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(passes)))
                .build();

        var response = http.send(request, HttpResponse.BodyHandlers.ofString());
        switch (response.statusCode()) {
            case 200, 201 -> ctx.status(HttpStatus.CREATED).result(response.body());
            case 409 -> ctx.status(HttpStatus.CONFLICT).result("passes already issued for this block");
            default -> ctx.status(HttpStatus.BAD_GATEWAY).result("operator answered " + response.statusCode());
        }
    }

    public static void main(String[] args) {
        var orders = new LiftPassOrders();
        Javalin.create(cfg -> cfg.useVirtualThreads = true)
                .post("/lesson-blocks/{block}/lift-passes", orders::order)
                .exception(IllegalArgumentException.class,
                        (e, ctx) -> ctx.status(HttpStatus.BAD_REQUEST).result(e.getMessage()))
                .start(7070);
    }
}
