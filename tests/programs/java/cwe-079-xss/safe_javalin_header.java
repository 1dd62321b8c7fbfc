// Echoes the request id on a small Javalin status page.
import io.javalin.Javalin;
import org.owasp.encoder.Encode;
public class Status {
  public static void main(String[] args) {
    Javalin app = Javalin.create();
    app.get("/status", ctx -> ctx.html("<p>Request " + Encode.forHtml(ctx.header("X-Request-Id")) + "</p>"));
    app.start(7070);
  }
}
