#!/usr/bin/env python3
"""Declares the client-key refusal (403) on every operation that demands the key (re-runnable).

An operation demands X-Client-Api-Key unless its own `security: []` says otherwise (webhooks of
the payment providers, the health check). Run after adding operations: python3 scripts/contract-client-key.py
"""
import re
import sys

REF = "        '403': {$ref: '#/components/responses/ClientKeyRejected'}"
COMPONENT = """    ClientKeyRejected:
      description: Missing or wrong client API key (X-Client-Api-Key), or the call is not the caller's to make. Never a 401, which would end the session.
      content:
        application/json:
          schema: {$ref: '#/components/schemas/ErrorBody'}
"""
OP = re.compile(r"^    (get|post|put|delete|patch):\s*$")


def process(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    out = []
    i = 0
    op_open_security = False
    while i < len(lines):
        line = lines[i]
        if OP.match(line):
            op_open_security = False
        if re.match(r"^      security: \[\]\s*$", line):
            op_open_security = True
        if line == "  responses:" and "    ClientKeyRejected:" not in lines:
            out.append(line)
            out.extend(COMPONENT.rstrip("\n").split("\n"))
            i += 1
            continue
        if line == "      responses:":
            block = [line]
            i += 1
            while i < len(lines) and (lines[i].startswith("        ") or lines[i].strip() == "" and i + 1 < len(lines) and lines[i + 1].startswith("        ")):
                block.append(lines[i])
                i += 1
            has403 = any(re.match(r"^        '403':", b) for b in block)
            out.extend(block)
            if not has403 and not op_open_security:
                while out and out[-1].strip() == "":
                    out.pop()
                out.append(REF)
            continue
        out.append(line)
        i += 1
    open(path, "w", encoding="utf-8").write("\n".join(out))


for p in sys.argv[1:] or ["openapi/api.yaml", "openapi/client-api.yaml"]:
    process(p)
