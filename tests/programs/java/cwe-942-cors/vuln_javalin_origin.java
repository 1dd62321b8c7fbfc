// Adds CORS headers to every Javalin response.
import io.javalin.Javalin;
public class App {
  public static void main(String[] args) {
    Javalin app = Javalin.create();
    app.before(ctx -> {
      ctx.header("Access-Control-Allow-Origin", ctx.header("Origin"));
      ctx.header("Access-Control-Allow-Credentials", "true");
    });
    app.start(7070);
  }
}
