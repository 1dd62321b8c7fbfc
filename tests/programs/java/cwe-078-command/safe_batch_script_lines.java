// Servlet that reads a small job file posted by the build agent and runs its maintenance step.
import java.io.BufferedReader;
import java.io.IOException;
import java.util.Set;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class MaintenanceJobServlet extends HttpServlet {
    private static final Set<String> STEPS = Set.of("rotate-logs", "vacuum-db", "purge-cache");

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        BufferedReader body = request.getReader();
        String step = body.readLine();
        if (step == null || !STEPS.contains(step)) {
            response.sendError(400, "unknown step");
            return;
        }
        Process p = Runtime.getRuntime().exec(new String[] {"/usr/local/bin/maint", step});
        response.getWriter().println("started " + step + " as " + p.pid());
    }
}
