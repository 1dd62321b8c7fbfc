// Adds CORS headers to every Javalin response.
import io.javalin.Javalin;
import java.util.Set;
public class App {
  static final Set<String> ALLOWED = Set.of("https://app.example.com");
  public static void main(String[] args) {
    Javalin app = Javalin.create();
    app.before(ctx -> {
      String origin = ctx.header("Origin");
      if (ALLOWED.contains(origin)) {
        ctx.header("Access-Control-Allow-Origin", origin);
        ctx.header("Access-Control-Allow-Credentials", "true");
      }
    });
    app.start(7070);
  }
}
