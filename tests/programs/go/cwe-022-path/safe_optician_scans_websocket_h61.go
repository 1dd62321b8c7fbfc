// A optician scans websocket program of the h61 set (cwe-022-path).
package main

import (
	"encoding/base64"
	"errors"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"regexp"

	"github.com/gorilla/websocket"
)

// ScanRequest is sent by the fitting-room tablet to show a retinal or topography scan.
type ScanRequest struct {
	Action    string `json:"action"`
	PatientID string `json:"patient_id"`
	File      string `json:"file"`
}

type ScanReply struct {
	File  string `json:"file"`
	Data  string `json:"data,omitempty"`
	Error string `json:"error,omitempty"`
}

type RequestGuard struct{ patientID *regexp.Regexp }

func (g RequestGuard) Check(r ScanRequest) error {
	if r.Action != "open_scan" {
		return errors.New("unsupported action")
	}
	if !g.patientID.MatchString(r.PatientID) {
		return errors.New("bad patient id")
	}
	if r.File == "" || r.File != filepath.Base(r.File) || r.File[0] == '.' {
		return errors.New("bad scan file name")
	}
	return nil
}

// ScanArchive reads scans exported by the OCT and topography machines.
type ScanArchive struct{ root string }

func (a ScanArchive) Read(patientID, file string) ([]byte, error) {
	return os.ReadFile(filepath.Join(a.root, patientID, file))
}

type ScanSession struct {
	guard   RequestGuard
	archive ScanArchive
}

func (s *ScanSession) Serve(conn *websocket.Conn) {
	defer conn.Close()
	for {
		var req ScanRequest
		if err := conn.ReadJSON(&req); err != nil {
			return
		}
		reply := ScanReply{File: req.File}
		if err := s.guard.Check(req); err != nil {
			reply.Error = err.Error()
		} else if data, err := s.archive.Read(req.PatientID, req.File); err != nil {
			reply.Error = "scan not found"
		} else {
			reply.Data = base64.StdEncoding.EncodeToString(data)
		}
		if err := conn.WriteJSON(reply); err != nil {
			return
		}
	}
}

func main() {
	upgrader := websocket.Upgrader{ReadBufferSize: 1024, WriteBufferSize: 1 << 16}
	session := &ScanSession{
		guard:   RequestGuard{patientID: regexp.MustCompile(`^P[0-9]{8}$`)},
		archive: ScanArchive{root: "/srv/optometry/scans"},
	}
	http.HandleFunc("/ws/scans", func(w http.ResponseWriter, r *http.Request) {
		conn, err := upgrader.Upgrade(w, r, nil)
		if err != nil {
			return
		}
		go session.Serve(conn)
	})
	log.Fatal(http.ListenAndServeTLS(":8443", os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE"), nil))
}
