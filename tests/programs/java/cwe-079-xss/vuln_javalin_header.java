// Echoes the request id on a small Javalin status page.
import io.javalin.Javalin;
public class Status {
  public static void main(String[] args) {
    Javalin app = Javalin.create();
    app.get("/status", ctx -> ctx.html("<p>Request " + ctx.header("X-Request-Id") + "</p>"));
    app.start(7070);
  }
}
