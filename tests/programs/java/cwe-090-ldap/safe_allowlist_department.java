// department must be in a fixed set before it is placed in the filter
import java.io.IOException;
import java.util.Set;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

class StaffServlet extends HttpServlet {
    private static final Set<String> DEPTS = Set.of("sales", "support", "engineering");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String dept = req.getParameter("dept");
        if (!DEPTS.contains(dept)) {
            resp.sendError(400);
            return;
        }
        try {
            DirContext ctx = new InitialDirContext();
            ctx.search("dc=corp", "(ou=" + dept + ")", new SearchControls());
        } catch (NamingException e) {
            resp.sendError(500);
        }
    }
}
