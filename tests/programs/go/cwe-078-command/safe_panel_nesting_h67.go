// A panel nesting program of the h67 set (cwe-078-command).
// sail lofts: generate panel nesting layouts for a sail with the loft's nesting tool
package main

import (
	"context"
	"fmt"
	"log"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/danielgtaylor/huma/v2/adapters/humago"
)

type LayoutInput struct {
	Body struct {
		SailCode string  `json:"sail_code" minLength:"3" maxLength:"40" pattern:"^[A-Z0-9][A-Z0-9-]{2,39}$" doc:"Loft reference for the sail, e.g. J105-MAIN-2"`
		Cloth    string  `json:"cloth" enum:"dacron,laminate,nylon" doc:"Cloth family"`
		LuffM    float64 `json:"luff_m" minimum:"1" maximum:"40"`
		FootM    float64 `json:"foot_m" minimum:"1" maximum:"25"`
	}
}

type LayoutOutput struct {
	Body struct {
		SailCode string `json:"sail_code"`
		File     string `json:"file"`
		Log      string `json:"log"`
	}
}

type Nester struct {
	outDir string
}

func NewNester(outDir string) *Nester {
	return &Nester{outDir: outDir}
}

func (n *Nester) Run(ctx context.Context, code, cloth string, luff, foot float64) (string, string, error) {
	out := filepath.Join(n.outDir, fmt.Sprintf("layout-%d.dxf", time.Now().UnixNano()))
	script := fmt.Sprintf("sailnest --code %s --cloth %s --luff %.2f --foot %.2f --out %s 2>&1 | tail -n 40",
		code, cloth, luff, foot, out)
	logs, err := exec.CommandContext(ctx, "/bin/sh", "-c", script).Output()
	return out, string(logs), err
}

type LayoutService struct {
	nester *Nester
}

func NewLayoutService(n *Nester) *LayoutService {
	return &LayoutService{nester: n}
}

func (s *LayoutService) Register(api huma.API) {
	huma.Register(api, huma.Operation{
		OperationID: "create-layout",
		Method:      http.MethodPost,
		Path:        "/layouts",
		Summary:     "Nest cloth panels for a sail",
	}, s.create)
}

func (s *LayoutService) create(ctx context.Context, in *LayoutInput) (*LayoutOutput, error) {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()

	file, logs, err := s.nester.Run(ctx, in.Body.SailCode, in.Body.Cloth, in.Body.LuffM, in.Body.FootM)
	if err != nil {
		return nil, huma.Error502BadGateway("nesting run failed", err)
	}

	out := &LayoutOutput{}
	out.Body.SailCode = in.Body.SailCode
	out.Body.File = filepath.Base(file)
	out.Body.Log = logs
	return out, nil
}

func main() {
	outDir := os.Getenv("LAYOUT_DIR")
	if outDir == "" {
		outDir = "/srv/loft/layouts"
	}

	mux := http.NewServeMux()
	api := humago.New(mux, huma.DefaultConfig("Sail Loft Layouts", "1.0.0"))
	NewLayoutService(NewNester(outDir)).Register(api)

	log.Println("layout service on :8888")
	log.Fatal(http.ListenAndServe(":8888", mux))
}
