// switch maps the parameter to fixed argv arrays; other values are refused
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

class SysServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String[] cmd;
        switch (String.valueOf(req.getParameter("what"))) {
            case "uptime":
                cmd = new String[] {"uptime"};
                break;
            case "disk":
                cmd = new String[] {"df", "-h"};
                break;
            default:
                resp.sendError(400);
                return;
        }
        Runtime.getRuntime().exec(cmd).getInputStream().transferTo(resp.getOutputStream());
    }
}
