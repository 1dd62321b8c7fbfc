// A memorial certificate program of the h72 set (cwe-078-command).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/nats-io/nats.go"
)

const (
	templateDir = "/opt/evergreen-paws/templates"
	outputDir   = "/var/evergreen-paws/certificates"
)

// CertificateJob is published by the case tracker once the ashes are ready.
type CertificateJob struct {
	CaseID   string `json:"case_id"`
	PetName  string `json:"pet_name"`
	Template string `json:"template"`
	Format   string `json:"format"`
}

type Renderer interface {
	Render(ctx context.Context, job CertificateJob, out string) error
}

type pdfRenderer struct{}

func (pdfRenderer) Render(ctx context.Context, job CertificateJob, out string) error {
	tpl := filepath.Join(templateDir, filepath.Base(job.Template)+".html")
	return exec.CommandContext(ctx, "wkhtmltopdf", "--title", job.PetName, tpl, out+".pdf").Run()
}

type pngRenderer struct{}

func (pngRenderer) Render(ctx context.Context, job CertificateJob, out string) error {
	tpl := filepath.Join(templateDir, filepath.Base(job.Template)+".html")
	return exec.CommandContext(ctx, "wkhtmltoimage", "--format", "png", tpl, out+".png").Run()
}

// scriptRenderer hands anything else to the converter script maintained by
// the print shop (engraved plaques, framed prints, ...).
type scriptRenderer struct {
	script string
}

func (s scriptRenderer) Render(ctx context.Context, job CertificateJob, out string) error {
	line := fmt.Sprintf("%s --format %s --name '%s' --template %s --out %s",
		s.script, job.Format, job.PetName, filepath.Base(job.Template), out)
	cmd := exec.CommandContext(ctx, "/bin/sh", "-c", line)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	return cmd.Run()
}

type rendererRegistry map[string]Renderer

func (r rendererRegistry) lookup(format string) Renderer {
	if rr, ok := r[format]; ok {
		return rr
	}
	return scriptRenderer{script: "/opt/evergreen-paws/bin/print-shop-convert"}
}

func handle(reg rendererRegistry) nats.MsgHandler {
	return func(m *nats.Msg) {
		var job CertificateJob
		if err := json.Unmarshal(m.Data, &job); err != nil {
			log.Printf("bad certificate job: %v", err)
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()

		out := filepath.Join(outputDir, filepath.Base(job.CaseID))
		if err := reg.lookup(job.Format).Render(ctx, job, out); err != nil {
			log.Printf("case %s: render %s failed: %v", job.CaseID, job.Format, err)
			return
		}
		log.Printf("case %s: certificate ready", job.CaseID)
	}
}

func main() {
	nc, err := nats.Connect(os.Getenv("NATS_URL"), nats.Name("certificate-renderer"))
	if err != nil {
		log.Fatal(err)
	}
	defer nc.Drain()

	reg := rendererRegistry{"pdf": pdfRenderer{}, "png": pngRenderer{}}
	if _, err := nc.QueueSubscribe("cases.completed", "renderers", handle(reg)); err != nil {
		log.Fatal(err)
	}

	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGINT, syscall.SIGTERM)
	<-sig
}
