// Struts 2 action used by the build agent to prepare a pipeline workspace at a given git ref.
package dev.buildyard.agent.actions;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import com.opensymphony.xwork2.ActionSupport;

public class CheckoutAction extends ActionSupport {

    private static final File WORKSPACES = new File("/var/buildyard/ws");

    private int pipelineId;
    private String ref;
    private String output;

    @Override
    public String execute() throws Exception {
        if (ref == null || ref.isBlank()) {
            addActionError("ref is required");
            return INPUT;
        }
        File workspace = new File(WORKSPACES, "p" + pipelineId);
        if (!workspace.isDirectory()) {
            return ERROR;
        }
        output = checkout(workspace, ref.trim());
        return SUCCESS;
    }

    private String checkout(File workspace, String gitRef) throws IOException, InterruptedException {
        String script = "git fetch --quiet origin && git checkout --detach " + gitRef;
        Process p = Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", script}, null, workspace);
        try (InputStream out = p.getInputStream()) {
            String text = new String(out.readAllBytes(), StandardCharsets.UTF_8);
            p.waitFor();
            return text;
        }
    }

    public void setPipelineId(int pipelineId) { this.pipelineId = pipelineId; }
    public void setRef(String ref) { this.ref = ref; }
    public String getOutput() { return output; }
}
